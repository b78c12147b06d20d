import Foundation

/// How RIBs derives a readable name from a type: the type's own name without generic arguments and
/// without a role suffix such as `Router` or `Interactor`.
///
/// `LoggedInRouter` → `LoggedIn`. RIBs' own base classes used directly keep their names:
/// `ViewableRouter<A, B>` → `ViewableRouter`, `Interactor` → `Interactor`.
public enum RIBName {
  /// The name of `type` with `suffix` dropped from its end when something remains.
  ///
  /// - Parameters:
  ///   - type: The type to name (`DetailRouter.self`).
  ///   - suffix: The suffix to drop (`"Router"`).
  /// - Returns: The name (`Detail`), or the whole type name when nothing would remain.
  public static func derive(from type: Any.Type, droppingSuffix suffix: String) -> String {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    // One table per suffix, keyed by the type alone: a lookup hashes a pointer, never the suffix.
    let table = suffix == "Router" ? 0 : suffix == "Interactor" ? 1 : 2
    if table < 2 {
      if let name = commonSuffixCache[table][id] { return name }
    } else if let name = otherCache[Key(type: id, suffix: suffix)] {
      return name
    }
    let name = uncachedDerive(from: type, droppingSuffix: suffix)
    if table < 2 { commonSuffixCache[table][id] = name } else { otherCache[Key(type: id, suffix: suffix)] = name }
    return name
  }

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let suffix: String
  }

  private static let lock = NSLock()
  /// Names derived with the suffixes RIBs itself drops (`Router`, `Interactor`), by type.
  nonisolated(unsafe) private static var commonSuffixCache: [[ObjectIdentifier: String]] = [[:], [:]]
  nonisolated(unsafe) private static var otherCache: [Key: String] = [:]

  private static func uncachedDerive(from type: Any.Type, droppingSuffix suffix: String) -> String {
    // What `String(describing: type)` gives, without its casts: on Linux, each failed cast of a metatype to
    // `CustomStringConvertible` and its kin scans every conformance record (over a million instructions).
    var name = _typeName(type, qualified: false)
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    if !baseClassNames.contains(name), name.count > suffix.count, name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name
  }

  private static let baseClassNames: Set<String> = [
    "Router", "ViewableRouter", "LaunchRouter", "Interactor", "PresentableInteractor",
  ]
}
