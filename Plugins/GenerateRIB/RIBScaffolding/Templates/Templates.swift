/// The Swift source `generate-rib` writes, one function per file it generates (`Templates+Builder.swift`,
/// ...). The output follows the hand-written features: one concept per file, `@MainActor` protocols,
/// doc comments, and code that compiles without a warning.
public enum Templates {
  /// Every file of a feature of `kind` named `name`, with paths relative to the package's directory.
  public static func files(for name: FeatureName, kind: RIBKind) -> [GeneratedFile] {
    let module = "Modules/Features/\(name)/\(name)"
    var files = [
      GeneratedFile(path: module + "Builder.swift", contents: builder(name, kind: kind)),
      GeneratedFile(path: module + "Interactor.swift", contents: interactor(name, kind: kind)),
      GeneratedFile(path: module + "Router.swift", contents: router(name, kind: kind)),
    ]
    if kind.hasView {
      files.append(GeneratedFile(path: module + "ViewController.swift", contents: viewController(name, kind: kind)))
    }
    files.append(
      GeneratedFile(
        path: "Tests/\(name.testTargetName)/\(name)InteractorTests.swift", contents: interactorTests(name, kind: kind)))
    return files
  }

  /// The opening line of a class, `head, conformance, ... {`, wrapped the way the hand-written features wrap
  /// it when it is longer than 120 columns (the conformances that do not fit go on the next line):
  ///
  /// ```swift
  /// final class CardOnFileRouter: ViewableRouter<any CardOnFileInteractable, any CardOnFileViewControllable>,
  ///   CardOnFileRouting
  /// {
  /// ```
  static func classLine(_ head: String, _ conformances: String...) -> String {
    let line = ([head] + conformances).joined(separator: ", ") + " {"
    guard line.count > 120 else { return line }
    var first = head
    var rest = conformances[...]
    while rest.count > 1, let next = rest.first, first.count + next.count + 3 <= 120 {
      first += ", " + next
      rest = rest.dropFirst()
    }
    return first + ",\n  " + rest.joined(separator: ", ") + "\n{"
  }
}

/// A file to write: its path relative to the package's directory, and its text.
public struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the package's directory: `Modules/Features/Profile/ProfileBuilder.swift`.
  public let path: String
  /// The file's text.
  public let contents: String

  /// Creates a file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
