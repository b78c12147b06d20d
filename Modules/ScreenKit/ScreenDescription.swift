/// What a screen shows: its title, static lines, tappable items, text fields and an error text.
public struct ScreenDescription {
  /// The screen's title (the navigation bar's title).
  public var title: String
  /// Static text, in order (a balance, "Detail at depth 3", the selected card, ...).
  public var lines: [String]
  /// Rows and buttons the user can tap, in screen order.
  public var items: [ScreenItem]
  /// Text fields, in screen order; at most one is focused.
  public var fields: [ScreenField]
  /// A validation or failure message shown on screen, if any.
  public var errorText: String?

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - lines: Static text, in order.
  ///   - items: Rows and buttons, in screen order.
  ///   - fields: Text fields, in screen order.
  ///   - errorText: A validation or failure message, if any.
  public init(
    title: String, lines: [String] = [], items: [ScreenItem] = [], fields: [ScreenField] = [],
    errorText: String? = nil
  ) {
    self.title = title
    self.lines = lines
    self.items = items
    self.fields = fields
    self.errorText = errorText
  }
}

/// A row or a button on a screen.
public struct ScreenItem {
  /// Whether the item is a list row or a button.
  public enum Kind: String, Sendable {
    /// A row of a list (a table or collection view cell).
    case row
    /// A button.
    case button
  }

  /// Row or button.
  public var kind: Kind
  /// The text the user sees.
  public var label: String
  /// What a tap does.
  public var action: @MainActor () -> Void

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - kind: Row or button.
  ///   - label: The text the user sees.
  ///   - action: What a tap does.
  public init(_ kind: Kind, _ label: String, action: @escaping @MainActor () -> Void) {
    self.kind = kind
    self.label = label
    self.action = action
  }
}

/// A text field on a screen.
public struct ScreenField {
  /// The field's label ("Amount", "Card number").
  public var label: String
  /// The text typed so far.
  public var text: String
  /// Whether typing goes to this field.
  public var isFocused: Bool
  /// What tapping the field does: focus it, so typing goes there. `nil` for a screen's only field,
  /// which is always focused.
  public var focus: (@MainActor () -> Void)?
  /// Called with the new text when the user types.
  public var setText: @MainActor (String) -> Void

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - label: The field's label.
  ///   - text: The text typed so far.
  ///   - isFocused: Whether typing goes to this field.
  ///   - focus: What tapping the field does; `nil` for a screen's only field.
  ///   - setText: Called with the new text when the user types.
  public init(
    label: String, text: String, isFocused: Bool, focus: (@MainActor () -> Void)? = nil,
    setText: @escaping @MainActor (String) -> Void
  ) {
    self.label = label
    self.text = text
    self.isFocused = isFocused
    self.focus = focus
    self.setText = setText
  }
}
