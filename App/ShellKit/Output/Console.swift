/// The shell's way of printing: plain result lines, `error:` lines and `warning:` lines.
///
/// Errors and warnings go to the same sink as results (standard output), each as exactly one line
/// prefixed `error: ` or `warning: `, so a transcript shows them in the order they happened. Colour,
/// when on, only wraps the prefix and headings in ANSI escapes; the words stay the same.
@MainActor
public final class Console {
  /// Where the text goes.
  package let sink: any OutputSink
  /// Whether ANSI colour escapes are written.
  package let usesColor: Bool

  /// A console writing to `sink`, coloured or not.
  ///
  /// - Parameters:
  ///   - sink: Where the text goes: standard output, or memory in tests.
  ///   - usesColor: Whether ANSI colour escapes are written.
  package init(sink: any OutputSink, usesColor: Bool) {
    self.sink = sink
    self.usesColor = usesColor
  }

  /// Prints one result line. Line breaks inside `text` print several lines.
  ///
  /// - Parameter text: The line, without its line end; empty prints a blank line.
  package func line(_ text: String = "") {
    write(text + "\n")
    recorder?.output(text)
  }

  /// Ends the terminal's line (after Ctrl-C or Ctrl-D): not a line the session printed, so not recorded.
  package func endTerminalLine() {
    sink.write("\n")
  }

  /// The recording in progress (`record FILE`), which receives every line printed, uncoloured.
  ///
  /// While it is on, what a command prints is held until the command ends (``commandDidEnd()``), when its
  /// lines go to the recording first and to the sink after: whatever the user saw is in the recording,
  /// whenever a termination signal ends the shell.
  package var recorder: TranscriptRecorder?

  /// What the command in progress printed while a recording was on, not written to the sink yet.
  private var held = ""

  /// Ends the command in progress: its lines go to the recording, then what it printed to the sink. When
  /// the recording stopped at its byte limit instead (``TranscriptRecorder/stopped``), it is off, and the
  /// line saying so is printed after the command's output: an `error:` line when it could not be saved.
  ///
  /// - Returns: `true` when an `error:` line said the recording could not be saved.
  @discardableResult
  package func commandDidEnd() -> Bool {
    recorder?.commandDidEnd()
    let stopped = recorder?.stopped
    if stopped != nil { recorder = nil }
    if !held.isEmpty {
      let text = held
      held = ""
      sink.write(text)
    }
    switch stopped {
    case .success(let message): line(message)
    case .failure(let error): self.error(error.description)
    case nil: break
    }
    if case .failure = stopped { return true }
    return false
  }

  /// Writes `text` to the sink, or holds it until the command ends while a recording is on (or output is
  /// already held, so that the order stays as printed).
  private func write(_ text: String) {
    if recorder == nil && held.isEmpty {
      sink.write(text)
    } else {
      held += text
    }
  }

  /// Prints `line` as typed, `> text` or `>! ...` (``TypedLine/transcriptLine``, script mode's `--echo`);
  /// not recorded as output.
  ///
  /// - Parameter line: The line read from the script.
  package func echo(_ line: TypedLine) {
    write(line.transcriptLine + "\n")
  }

  /// Whether a progress line is on the terminal now (``progress(_:)``).
  private var showsProgress = false
  /// How many characters the progress line on the terminal holds.
  private var progressWidth = 0

  /// Shows `text` as a progress line that the next call replaces in place, on a terminal only (the sink
  /// has ``OutputSink/terminalColumns``): piped or recorded output gets none, so a transcript does not
  /// depend on how fast the machine is. Cut to the terminal's width less three columns, so the `^C` a
  /// terminal echoes after it when Ctrl-C is pressed stays on the same row.
  ///
  /// - Parameter text: One line, such as `exploring: 120 sequences, 41 states, depth 2 of 3`.
  package func progress(_ text: String) {
    guard let columns = sink.terminalColumns, recorder == nil else { return }
    let shown = String(Console.singleLine(text).prefix(max(1, columns - 3)))
    sink.write(clearingProgress(columns: columns) + shown)
    showsProgress = true
    progressWidth = shown.count
  }

  /// Clears the progress line, if one is shown, so the next line starts at the left edge.
  package func endProgress() {
    guard showsProgress else { return }
    sink.write(clearingProgress(columns: sink.terminalColumns ?? Int.max))
    showsProgress = false
  }

  /// What erases the progress line on a terminal `columns` wide: the row it is on, or, when the window
  /// narrowed since it was drawn and the terminal wrapped it onto several rows, those rows.
  private func clearingProgress(columns: Int) -> String {
    guard showsProgress, columns > 0, progressWidth > columns else { return "\r\u{1B}[K" }
    return "\r\u{1B}[\((progressWidth - 1) / columns)A\u{1B}[J"
  }

  /// Prints `error: <message>` as one line; line breaks in `message` are flattened to spaces so an
  /// error is always exactly one line.
  ///
  /// - Parameter message: What went wrong, without the `error:` prefix.
  package func error(_ message: String) {
    write(style("error:", .red) + " " + Console.singleLine(message) + "\n")
    recorder?.output("error: " + Console.singleLine(message))
  }

  /// Prints `warning: <message>` as one line.
  ///
  /// - Parameter message: What to warn about, without the `warning:` prefix.
  package func warning(_ message: String) {
    write(style("warning:", .yellow) + " " + Console.singleLine(message) + "\n")
    recorder?.output("warning: " + Console.singleLine(message))
  }

  /// `text` in bold when colour is on (for headings and command names in help).
  ///
  /// - Parameter text: The text to emphasise.
  /// - Returns: `text` wrapped in the bold escape and the reset, or `text` itself without colour.
  package func bold(_ text: String) -> String {
    style(text, .bold)
  }

  /// `text` dimmed when colour is on (for secondary details such as aliases).
  ///
  /// - Parameter text: The text to tone down.
  /// - Returns: `text` wrapped in the dim escape and the reset, or `text` itself without colour.
  package func dim(_ text: String) -> String {
    style(text, .dim)
  }

  /// ANSI styles the console uses.
  enum Style: String {
    case red = "31"
    case yellow = "33"
    case bold = "1"
    case dim = "2"
  }

  func style(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// `text` with line breaks and other control characters replaced by spaces or escapes, so it prints
  /// on one line and cannot drive the terminal.
  ///
  /// - Parameter text: Text from anywhere: a message, a path, an app's label.
  /// - Returns: The text on one line, safe to print.
  nonisolated public static func singleLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\t": result.append(" ")
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
