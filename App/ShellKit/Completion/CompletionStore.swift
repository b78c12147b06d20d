/// Hands completion candidates to libedit's C callbacks.
///
/// libedit calls plain C function pointers, which cannot capture anything, on the thread running
/// `readline` — the main thread. The callbacks reach this main-actor store with
/// `MainActor.assumeIsolated` to ask the engine and to hand the prepared matches out one by one.
@MainActor
final class CompletionStore {
  /// The one store the callbacks use.
  static let shared = CompletionStore()

  /// Computes the replacements for a completion attempt; set by the libedit reader.
  var provider: ((_ linePrefix: String, _ word: String) -> [String])?
  private var pending: [String] = []
  private var nextIndex = 0

  /// Prepares the matches for one completion attempt.
  func prepare(linePrefix: String, word: String) {
    pending = provider?(linePrefix, word) ?? []
    nextIndex = 0
  }

  /// The next prepared match, or `nil` when all were handed out.
  func next() -> String? {
    guard nextIndex < pending.count else { return nil }
    defer { nextIndex += 1 }
    return pending[nextIndex]
  }
}
