/// The Swift source `generate-rib` writes for a new feature, one function per file (`Templates+Builder.swift`,
/// ...), in the feature layout: `Modules/Features/NAME/{Interface,Implementation,TestSupport,Tests}` and the
/// composition root's `App/Root/Composition/AppRootComponent+NAME.swift`. The code follows the hand-written
/// features: one concept per file, `@MainActor` protocols, doc comments, no warning; the `// generate-rib:`
/// markers are where later children are wired in.
public enum Templates {
  /// Every file of a feature of `kind` named `name`, with paths relative to the package's directory.
  ///
  /// - Parameters:
  ///   - name: The feature's name.
  ///   - kind: What it is to its parent.
  ///   - program: The package's shell program (`acme`), which the comments name; nil names no program.
  /// - Returns: The files.
  public static func files(for name: FeatureName, kind: RIBKind, program: String? = nil) -> [GeneratedFile] {
    let folder = "Modules/Features/\(name)/"
    var files = [
      GeneratedFile(path: folder + "Interface/\(name)Buildable.swift", contents: buildable(name, kind: kind)),
      GeneratedFile(path: folder + "Interface/\(name)Listener.swift", contents: listener(name, kind: kind)),
      GeneratedFile(path: folder + "Implementation/\(name)Builder.swift", contents: builder(name, kind: kind)),
      GeneratedFile(path: folder + "Implementation/\(name)Interactor.swift", contents: interactor(name, kind: kind)),
      GeneratedFile(path: folder + "Implementation/\(name)Router.swift", contents: router(name, kind: kind)),
    ]
    if kind.hasView {
      files.append(
        GeneratedFile(
          path: folder + "Implementation/\(name)ViewController.swift", contents: viewController(name, kind: kind)))
    } else {
      files += flowStartFiles(name)
    }
    files += [
      GeneratedFile(path: folder + "TestSupport/\(name)Mocks.swift", contents: mocks(name, kind: kind)),
      GeneratedFile(path: folder + "Tests/\(name.testTargetName).swift", contents: tests(name, kind: kind)),
      GeneratedFile(
        path: folder + "Tests/\(name)ExplorationTests.swift",
        contents: explorationTests(name, kind: kind, program: program)),
      GeneratedFile(path: "App/Root/Composition/AppRootComponent+\(name).swift", contents: composition(name)),
      GeneratedFile(
        path: "App/FeaturePreviews/FeaturePreview+\(name).swift", contents: preview(name, kind: kind, program: program)),
    ]
    return files
  }

  /// `import` lines for `modules`, in the sorted order swift-format's OrderedImports wants.
  static func importLines(_ modules: String...) -> String {
    importLines(modules)
  }

  /// `import` lines for `modules`, in the sorted order swift-format's OrderedImports wants.
  static func importLines(_ modules: [String]) -> String {
    modules.sorted().map { "import \($0)" }.joined(separator: "\n")
  }

  /// `marker` as a line at `indent` spaces.
  static func mark(_ marker: Marker, _ indent: Int) -> String {
    String(repeating: " ", count: indent) + marker.line
  }

  /// The opening line of a class, `head, conformance, ... {`, wrapped the way the hand-written features wrap
  /// it when it is longer than 120 columns (the conformances that do not fit go on the next line).
  static func classLine(_ head: String, _ conformances: String...) -> String {
    let line = ([head] + conformances).joined(separator: ", ") + " {"
    guard line.count > 120 else { return line }
    if head.count + 1 > 120, let colon = head.firstIndex(of: ":") {
      // Even the superclass does not fit after the name: every type on its own line.
      let types = [String(head[head.index(after: colon)...].drop { $0 == " " })] + conformances
      return head[...colon] + "\n" + types.map { "  " + $0 }.joined(separator: ",\n") + "\n{"
    }
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
  /// The path relative to the package's directory: `Modules/Features/Profile/Interface/ProfileBuildable.swift`.
  public let path: String
  /// The file's text.
  public let contents: String

  /// Creates a file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
