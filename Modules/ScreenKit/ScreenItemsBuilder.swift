/// Builds a screen's items from statements: one `ScreenItem(...)` per line, `for` loops and `if`s, no commas.
///
/// A screen whose rows grow (generate-rib adds one per child above its `// generate-rib: items` line) lists
/// them this way, so adding, removing or reordering a row never touches a neighbour's comma:
///
/// ```swift
/// ScreenDescription(title: "Settings") {
///   for account in accounts { ScreenItem(.row, account.name) { ... } }
///   ScreenItem(.button, "Close") { [weak self] in self?.listener?.didTapClose() }
/// }
/// ```
@resultBuilder
public enum ScreenItemsBuilder {
  /// One item.
  public static func buildExpression(_ item: ScreenItem) -> [ScreenItem] { [item] }
  /// Items already in a list.
  public static func buildExpression(_ items: [ScreenItem]) -> [ScreenItem] { items }
  /// The block's items, in order (none for an empty block).
  public static func buildBlock(_ components: [ScreenItem]...) -> [ScreenItem] { components.flatMap { $0 } }
  /// A `for` loop's items.
  public static func buildArray(_ components: [[ScreenItem]]) -> [ScreenItem] { components.flatMap { $0 } }
  /// An `if` without `else`: its items, or none.
  public static func buildOptional(_ component: [ScreenItem]?) -> [ScreenItem] { component ?? [] }
  /// The `if` branch of an `if`/`else`.
  public static func buildEither(first component: [ScreenItem]) -> [ScreenItem] { component }
  /// The `else` branch of an `if`/`else`.
  public static func buildEither(second component: [ScreenItem]) -> [ScreenItem] { component }
}

extension ScreenDescription {
  /// Creates a description whose items are built by statements (``ScreenItemsBuilder``).
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - lines: Static text, in order.
  ///   - fields: Text fields, in screen order.
  ///   - errorText: A validation or failure message, if any.
  ///   - items: Statements that make the rows and buttons, in screen order.
  public init(
    title: String, lines: [String] = [], fields: [ScreenField] = [], errorText: String? = nil,
    @ScreenItemsBuilder items: () -> [ScreenItem]
  ) {
    self.init(title: title, lines: lines, items: items(), fields: fields, errorText: errorText)
  }
}
