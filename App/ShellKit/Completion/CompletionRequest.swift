/// What a command's completion provider is asked: candidates for the argument being typed.
package struct CompletionRequest: Equatable, Sendable {
  /// The arguments already complete before the one being typed.
  package var arguments: [String]
  /// What has been typed of the argument so far (quotes removed); the shell filters by it, so a
  /// provider may simply return every candidate.
  package var partial: String

  /// A request.
  ///
  /// - Parameters:
  ///   - arguments: The arguments already complete before the one being typed.
  ///   - partial: What has been typed of the argument so far, quotes removed.
  package init(arguments: [String], partial: String) {
    self.arguments = arguments
    self.partial = partial
  }

  /// The position of the argument being typed (0 for the first argument).
  package var argumentIndex: Int { arguments.count }
}
