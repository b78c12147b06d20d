import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM, SIGHUP and — when the session is not interactive — SIGINT end the shell as they always do,
/// but first save every recording in progress (``RecordingStore/finishAllAndEnd()``) and say so on
/// standard error.
///
/// The signals are blocked on the shell's threads and taken by dispatch signal sources, whose handler
/// runs on a queue of its own: the file work happens there, outside any signal handler, whatever the
/// session's thread is doing (blocked reading a line, or running a command, whose lines the recording
/// then leaves out whole). The handler then puts the terminal back as it was and ends the process with
/// the same signal. In an interactive session Ctrl-C keeps its own meaning (it cancels the line); a
/// signal the shell was started with ignored stays ignored.
package enum TerminationSignals {
  @MainActor private static var sources: [any DispatchSourceSignal] = []
  /// The program's name, before each line on standard error.
  private static let programName = Locked(ShellIdentity.unnamed.commandName)

  /// Installs the handling, once per process. Call it before any other thread starts.
  ///
  /// - Parameters:
  ///   - interruptEnds: whether SIGINT ends the shell too (a session not on a terminal).
  ///   - commandName: the program's name, before each line it prints on standard error.
  @MainActor
  package static func install(interruptEnds: Bool, commandName: String = ShellIdentity.unnamed.commandName) {
    guard sources.isEmpty else { return }
    programName.withLock { $0 = commandName }
    // A signal the shell was started with ignored (`nohup` ignores SIGHUP) stays ignored.
    let signals = ([SIGTERM, SIGHUP] + (interruptEnds ? [SIGINT] : [])).filter { !isIgnored($0) }
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in signals { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    var terminal = termios()
    let savedTerminal = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &terminal) == 0 ? terminal : nil
    let queue = DispatchQueue(label: "shell.termination-signals")
    for number in signals {
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { @Sendable in end(by: number, restoring: savedTerminal) }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether `number` is ignored (`SIG_IGN`).
  private static func isIgnored(_ number: Int32) -> Bool {
    var action = sigaction()
    guard sigaction(number, nil, &action) == 0 else { return false }
    #if canImport(Darwin)
    return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    #else
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    #endif
  }

  /// Saves the recordings, reports them on standard error, restores the terminal and ends the process
  /// with `number`'s default action.
  private static func end(by number: Int32, restoring terminal: termios?) -> Never {
    let outcomes = RecordingStore.finishAllAndEnd()
    if var terminal { tcsetattr(STDIN_FILENO, TCSANOW, &terminal) }
    for outcome in outcomes {
      let line =
        switch outcome {
        case .saved: "the recording so far is saved: \(outcome.message)"
        default: outcome.message
        }
      let message = Array("\(programName.withLock { $0 }): \(name(of: number)): \(line)\n".utf8)
      _ = message.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
    signal(number, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, number)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(number)
    _exit(128 + number)
  }

  /// `SIGTERM`, `SIGHUP`, `SIGINT`.
  static func name(of number: Int32) -> String {
    switch number {
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    default: "signal \(number)"
    }
  }
}
