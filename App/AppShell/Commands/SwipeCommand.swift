import ShellKit

extension AppExplorer {
  /// `swipe [begin|finish|cancel]`: swipe back from the screen's left edge, all at once or step by step.
  var swipeCommand: ShellCommand {
    ShellCommand(
      name: "swipe", summary: "Swipe back: 'swipe' completes one; begin / finish / cancel stop in the middle.",
      usage: "[begin|finish|cancel]", arguments: 0...1,
      help: """
        swipe          a complete swipe back (begin, then lift the finger far enough).
        swipe begin    put the finger down and drag: the stack already shows the screen below; look at the
                       state with 'show', 'tree', 'stack' or 'leaks' before ending the swipe.
        swipe finish   lift the finger far enough: the pop completes.
        swipe cancel   let go too early: the screen snaps back and stays (a whole begin-and-cancel when no
                       swipe is in progress).
        While a swipe is in progress, tapping, 'back', 'tab', 'dismiss' and 'open' are refused.
        """,
      complete: { _ in ["begin", "finish", "cancel"] },
      run: { [unowned self] context in
        switch context.arguments.first?.lowercased() {
        case nil:
          try beginSwipe()
          settle()
          if navigationSwipingBack != nil { perform(.finishSwipeBack) }
        case "begin":
          try beginSwipe()
        case "finish":
          guard navigationSwipingBack != nil else { throw CommandError.failed("no swipe back is in progress") }
          guard perform(.finishSwipeBack) else { throw CommandError.failed("the swipe back cannot finish now") }
        case "cancel":
          if navigationSwipingBack == nil {
            try beginSwipe()
            settle()
          }
          guard navigationSwipingBack != nil, perform(.cancelSwipeBack) else {
            throw CommandError.failed("the swipe back cannot be cancelled now")
          }
        case let other?:
          throw CommandError.usage("unknown swipe step '\(ScreenRenderer.oneLine(other))'")
        }
        settleAndShow(on: context.console)
      })
  }

  /// Starts a swipe back on the visible navigation stack.
  private func beginSwipe() throws(CommandError) {
    try requireNoSwipeInFlight()
    let screen = try visibleScreen()
    guard let navigation = screen.navigationController, navigation.viewControllers.count >= 2 else {
      throw .failed(
        "\(ScreenRenderer.oneLine(ScreenNaming.title(of: screen))) cannot be swiped back: it is the first screen of its stack"
      )
    }
    guard perform(.beginSwipeBack) else { throw .failed("a swipe back cannot start now (covered or in a transition)") }
  }
}
