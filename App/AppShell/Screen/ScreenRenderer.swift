import NavigatableRIBs
import ScreenKit
import ShellKit

/// Renders a screen as text: the title, the static lines, the numbered items, the fields and the error.
///
/// ```text
/// Settings
///   Saved name: Ada
///   [1] Save
///   Name: "Ada" (typing here)
///   ! The name must not be empty.
/// ```
///
/// Rows end with ` ›` (a table row's disclosure indicator); buttons do not.
@MainActor
enum ScreenRenderer {
  /// The lines for `description`.
  static func lines(for description: ScreenDescription) -> [String] {
    var result = [oneLine(description.title.isEmpty ? "(untitled)" : description.title)]
    result += description.lines.map { "  " + oneLine($0) }
    for (index, item) in description.items.enumerated() {
      result.append("  [\(index + 1)] " + oneLine(item.label) + (item.kind == .row ? " ›" : ""))
    }
    for field in description.fields {
      result.append("  \(oneLine(field.label)): \"\(oneLine(field.text))\"" + (field.isFocused ? " (typing here)" : ""))
    }
    if let error = description.errorText, !error.isEmpty {
      result.append("  ! " + oneLine(error))
    }
    return result
  }

  /// The lines for `viewController`: its description when it describes itself, else its title and a note.
  ///
  /// A stand-in (``StandInScreen``, a test support's screen in a feature's preview) says that it is one,
  /// and how to leave it (``WayOut``), after its description's lines:
  ///
  /// ```text
  /// Detail 1
  ///   (a stand-in from the feature's test support)
  ///   (leave it with 'back' or 'swipe')
  /// ```
  static func lines(for viewController: UIViewController) -> [String] {
    let standIn = viewController is any StandInScreen
    var description: ScreenDescription
    if let describing = viewController as? any ScreenDescribing {
      description = describing.screenDescription
    } else if standIn {
      description = ScreenDescription(
        title: ScreenNaming.title(of: viewController), lines: ["(a stand-in from the feature's test support)"])
    } else {
      return [oneLine(ScreenNaming.title(of: viewController)), "  (this screen does not describe itself)"]
    }
    if standIn, let wayOut = WayOut.phrase(for: viewController, offering: description.items.map(\.label)) {
      description.lines.append("(\(wayOut))")
    }
    return lines(for: description)
  }

  /// `text` on one line without control characters.
  static func oneLine(_ text: String) -> String {
    Console.singleLine(text)
  }
}
