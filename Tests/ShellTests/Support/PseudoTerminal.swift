import CPseudoTerminal
import Foundation
import ShellTestSupport

/// A program running on a pseudo-terminal, driven as a person at a terminal would: keys go in, the screen's
/// bytes come out.
///
/// Every wait is for some output to appear, with a generous deadline (the machine may be loaded); nothing
/// asserts how long anything took.
final class PseudoTerminal {
  /// Everything the program wrote to the terminal so far (prompts, echo, output, escape sequences).
  private(set) var output: [UInt8] = []
  /// The child's process id.
  let pid: pid_t
  private let master: Int32
  private var exitStatus: Int32?
  /// How long a wait may last before the test fails: long, because the machine may be busy.
  static let deadline: TimeInterval = 120

  /// Starts `executable` with `arguments` and exactly `environment` on a new terminal of 24 rows and
  /// `columns` columns.
  init(executable: String, arguments: [String] = [], environment: [String: String], columns: UInt16 = 100) throws {
    let argv = [executable] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = envp.map { strdup($0) } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var descriptor: Int32 = -1
    let child = nrpty_spawn(executable, &cArguments, &cEnvironment, 24, columns, &descriptor)
    guard child > 0 else { throw ShellExecutable.RunError("forkpty failed: \(String(cString: strerror(errno)))") }
    pid = child
    master = descriptor
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// Makes the terminal `columns` wide, as a person dragging the window's edge does (the program gets
  /// SIGWINCH and reads the new width).
  func resize(columns: UInt16) {
    var size = winsize()
    size.ws_row = 24
    size.ws_col = columns
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// The output as text (invalid UTF-8 repaired), from byte `offset` on.
  func text(from offset: Int = 0) -> String {
    String(decoding: output[min(offset, output.count)...], as: UTF8.self)
  }

  /// Types `keys` (control characters included: "\u{03}" is Ctrl-C, "\u{04}" Ctrl-D, "\t" Tab, "\r" Enter).
  func type(_ keys: String) throws {
    let bytes = Array(keys.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ShellExecutable.RunError("cannot write to the terminal: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
  }

  /// Waits until `text` appears in the output after byte `offset`; returns the offset just past it.
  @discardableResult
  func waitFor(_ text: String, after offset: Int, within deadline: TimeInterval = PseudoTerminal.deadline) throws -> Int
  {
    let wanted = Array(text.utf8)
    let start = Date()
    while true {
      if let range = find(wanted, from: offset) { return range }
      guard Date().timeIntervalSince(start) < deadline else {
        throw ShellExecutable.RunError(
          "'\(text)' did not appear within \(Int(deadline)) s; the terminal shows: \(self.text(from: offset).suffix(600).debugDescription)"
        )
      }
      guard readAvailable(waitingMilliseconds: 200) else {
        if let range = find(wanted, from: offset) { return range }
        let status = (try? waitForExit()).map(String.init) ?? "?"
        throw ShellExecutable.RunError(
          "the program exited (status \(status)) before '\(text)' appeared; it printed: \(self.text(from: offset).suffix(600).debugDescription)"
        )
      }
    }
  }

  /// Whether the program is still running.
  func isRunning() -> Bool {
    if exitStatus != nil { return false }
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { exitStatus = Self.describe(status) }
    return result == 0
  }

  /// Types Ctrl-C and waits for `prompt` after byte `offset`; returns the offset past it.
  ///
  /// A Ctrl-C that lands while libedit is still setting up the line (after the prompt is drawn, before it
  /// reads) only marks the line, which then ends at Enter; a person presses Ctrl-C again, and so does
  /// this, every few seconds. A program that exits instead fails at once.
  func interrupt(expecting prompt: String, after offset: Int) throws -> Int {
    let start = Date()
    while Date().timeIntervalSince(start) < Self.deadline {
      try type("\u{03}")
      do {
        return try waitFor(prompt, after: offset, within: 5)
      } catch {
        guard isRunning() else { throw error }
      }
    }
    throw ShellExecutable.RunError("no prompt after Ctrl-C within \(Int(Self.deadline)) s")
  }

  /// Types Ctrl-D on an empty line and waits for the program to exit; its exit status.
  ///
  /// libedit shows the prompt a moment before it takes the terminal out of line mode; a Ctrl-D that
  /// lands in between is taken by the terminal as an end of file nobody reads, and lost. A person types
  /// it again (after Ctrl-U, in case the terminal kept the first as a character): so does this, every
  /// few seconds, until the program exits.
  func typeEndOfInputAndWaitForExit() throws -> Int32 {
    let start = Date()
    var keys = "\u{04}"
    while Date().timeIntervalSince(start) < Self.deadline {
      try type(keys)
      if let status = try? waitForExit(within: 5) { return status }
      keys = "\u{15}\u{04}"  // a Ctrl-D the terminal kept as a character: Ctrl-U empties the line first
    }
    throw ShellExecutable.RunError(
      "the program did not exit on Ctrl-D within \(Int(Self.deadline)) s; the terminal shows: \(text(from: max(0, output.count - 400)).debugDescription)"
    )
  }

  /// Waits for the program to exit (reading what it prints meanwhile); its exit status, or 128 + the
  /// signal that killed it.
  func waitForExit(within deadline: TimeInterval = PseudoTerminal.deadline) throws -> Int32 {
    let start = Date()
    while isRunning() {
      guard Date().timeIntervalSince(start) < deadline else {
        throw ShellExecutable.RunError("the program did not exit within \(Int(deadline)) s")
      }
      if !readAvailable(waitingMilliseconds: 100) { usleep(10_000) }
    }
    while readAvailable(waitingMilliseconds: 0) {}
    return exitStatus ?? -1
  }

  /// Reads what is available, waiting up to `waitingMilliseconds` for something; `false` once the
  /// terminal is closed (the program exited).
  private func readAvailable(waitingMilliseconds: Int32) -> Bool {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, waitingMilliseconds)
    if ready < 0 { return errno == EINTR }
    if ready == 0 { return isRunning() }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
    if count > 0 {
      output += chunk[..<count]
      return true
    }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
    return false  // EIO (Linux) or end of file: the slave side is closed
  }

  private func find(_ wanted: [UInt8], from offset: Int) -> Int? {
    guard !wanted.isEmpty, output.count - offset >= wanted.count else { return nil }
    var index = max(0, offset)
    while index + wanted.count <= output.count {
      if output[index] == wanted[0] && output[index..<(index + wanted.count)].elementsEqual(wanted) {
        return index + wanted.count
      }
      index += 1
    }
    return nil
  }

  private static func describe(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
