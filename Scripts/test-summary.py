#!/usr/bin/env python3
"""Runs `swift test` (or any command that prints its output), keeps its whole output in a log file, and
prints a short summary instead of one line per test.

    Scripts/test-summary.py --log .build/test.log -- swift test --skip-build

What it prints: one line naming the log, a progress line at most once a minute (once a second, rewritten in
place, on a terminal), then the summary: the Swift Testing and XCTest counts and, for each failed test, its
name, file:line and message (a multi-line message's first lines too). On red it prints first, for each
failed test, the log's lines from its start to its failure (what tests running at the same time printed
included, their progress left out); when the tests stopped before the end (a crash), what the crash printed
and the tests still running. The list of failures comes last, so a CI log that keeps only the end of the
output still shows what failed and why.

It exits with the command's status; when the command exits 0 but the log shows a failed test, with 1.
`make test` runs it; Tests/ArchitectureTests/TestSummaryTests.swift runs it on the recorded outputs in
Scripts/Fixtures/.
"""

import argparse
import os
import re
import subprocess
import sys
import time

CONTEXT_LINES = 40  # log lines shown before each failure, on red
MOST_CONTEXTS = 10  # failures whose log lines are shown; the others are only listed
MOST_LISTED = 50  # failures listed by name
MESSAGE_LINES = 4  # lines of a multi-line failure message listed after its first
MOST_ISSUES = 3  # issues listed for each failed test

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# Swift Testing's human-readable events: a symbol, then `Test NAME …`, `Suite NAME …` or `Test run …`.
ST_EVENT = re.compile(r"^\S+ (?:Test|Suite) ")
ST_STARTED = re.compile(r"^\S+ (?:Test|Suite) (?P<name>.+?) started\.$")
# A parameterized test's name is followed by ` with N test cases`.
ST_PASSED = re.compile(r"^\S+ Test (?P<name>.+?)(?: with \d+ test cases?)? passed after ")
ST_FAILED = re.compile(r"^\S+ Test (?P<name>.+?)(?: with \d+ test cases?)? failed after ")
ST_SKIPPED = re.compile(r"^\S+ Test (?P<name>.+?) skipped")
ST_ISSUE = re.compile(
    r"^\S+ Test (?P<name>.+?) recorded an issue(?: with \d+ arguments? .*?)?"
    r"(?: at (?P<file>[^\s:]+):(?P<line>\d+)(?::\d+)?)?: (?P<message>.*)$"
)
ST_RUN_DONE = re.compile(
    r"^\S+ Test run with (?P<tests>\d+) tests? in (?P<suites>\d+) suites? (?P<outcome>passed|failed) "
    r"after (?P<seconds>[\d.]+) seconds"
)
ST_DETAIL = re.compile(r"^\s*↳ ")
# XCTest's suite lines and their counts: nothing a failure's context needs.
FRAMEWORK_LINE = re.compile(r"^(?:Test Suite '|\t Executed \d+ tests?)")

# XCTest's lines, as swift-corelibs-xctest (`Suite.test`) and Apple's XCTest (`-[Suite test]`) print them.
# What a crash leaves in the log: the runtime's message, the backtracer's heading and crashed thread, SwiftPM's
# line about the signal (which may start in the middle of a backtrace line).
CRASH_LINE = re.compile(r"Fatal error:|\*\*\* Program crashed|exited with unexpected signal code")
CRASHED_THREAD = re.compile(r"^Thread \d+ .*crashed:$")
CRASH_FRAMES = 10  # frames of the crashed thread shown

XC_NAME = r"(?:-\[(?P<cls>\S+) (?P<method>\S+)\]|(?P<dotted>[^']+))"
XC_CASE = re.compile(r"^Test Case '" + XC_NAME + r"' (?P<state>started|passed|failed|skipped)\b")
XC_ERROR = re.compile(r"^(?P<file>.+?):(?P<line>\d+): error: " + XC_NAME + r" : (?P<message>.*)$")


def shortened(text, most):
    return text if len(text) <= most else text[: most - 1] + "…"


def plural(count, noun):
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def xctest_name(match):
    if match.group("cls"):
        return match.group("cls") + "." + match.group("method")
    return match.group("dotted")


class Failure:
    """A failed test: its name, where it recorded its issues, and the log line that ended it."""

    def __init__(self, framework, name):
        self.framework = framework
        self.name = name
        self.issues = []  # (file, line, message)
        self.ended_at = None  # index of the log line that reported the failure

    def location(self):
        located = [(file, line) for file, line, _ in self.issues if file]
        return f"{located[0][0]}:{located[0][1]}" if located else "(no source location)"

    def listed(self):
        """Its lines in the list of failures: name, file:line and message, then its next issues indented."""
        lines = []
        for index, (file, number, message) in enumerate(self.issues[:MOST_ISSUES] or [(None, None, "")]):
            first, *rest = message.split("\n")
            where = f"{file}:{number}" if file else "(no source location)"
            if index == 0:
                lines.append(f"  ✘ {self.name} — {self.location()}: {shortened(first, 100)}")
            else:
                lines.append(f"      {where}: {shortened(first, 100)}")
            lines += ["      " + shortened(line, 160) for line in rest]
        if len(self.issues) > MOST_ISSUES:
            lines.append(f"      … and {len(self.issues) - MOST_ISSUES} more issues (see the log)")
        return lines


class Summary:
    """What the log says so far, read line by line."""

    def __init__(self):
        self.lines = []
        self.st_passed = 0
        self.st_skipped = 0
        self.st_run = None  # the `Test run with …` match
        self.xc_passed = 0
        self.xc_skipped = 0
        self.failures = []
        self.open_failures = {}  # (framework, name) -> Failure not yet ended
        self.running = {}  # name -> index of the line that started it, for tests that have not ended
        self.last_issue = None
        self.continuations = set()  # indices of lines that go on an issue's message

    def finished(self):
        return self.st_passed + self.st_skipped + self.xc_passed + self.xc_skipped + len(self.failures)

    def failure(self, framework, name):
        key = (framework, name)
        if key not in self.open_failures:
            self.open_failures[key] = Failure(framework, name)
        return self.open_failures[key]

    def end_failure(self, framework, name, index):
        failure = self.open_failures.pop((framework, name), None) or Failure(framework, name)
        failure.ended_at = index
        self.failures.append(failure)

    def read(self, raw):
        line = ANSI.sub("", raw.rstrip("\r\n"))
        index = len(self.lines)
        self.lines.append(line)
        if ST_DETAIL.match(line) and self.last_issue is not None:
            file, number, message = self.last_issue.issues[-1]
            self.last_issue.issues[-1] = (file, number, message + " " + ST_DETAIL.sub("", line).strip())
            return
        if self.last_issue is not None and not self.is_event(line):
            # A message with line breaks (a multi-line string in an expectation) goes on after the issue's
            # line, up to the next event.
            file, number, message = self.last_issue.issues[-1]
            if message.count("\n") < MESSAGE_LINES:
                self.last_issue.issues[-1] = (file, number, message + "\n" + line)
            self.continuations.add(index)
            return
        self.last_issue = None
        if ST_EVENT.match(line) or line.startswith("Test Case '") or ST_RUN_DONE.match(line):
            self.read_event(line, index)
        elif match := XC_ERROR.match(line):
            failure = self.failure("XCTest", xctest_name(match))
            failure.issues.append((match.group("file"), match.group("line"), match.group("message")))

    @staticmethod
    def is_event(line):
        return bool(
            ST_EVENT.match(line) or line.startswith("Test Case '") or FRAMEWORK_LINE.match(line)
            or ST_RUN_DONE.match(line) or XC_ERROR.match(line)
        )

    def read_event(self, line, index):
        if match := ST_RUN_DONE.match(line):
            self.st_run = match
        elif match := ST_STARTED.match(line):
            name = match.group("name")
            if line.split(" ", 2)[1] == "Test" and name != "run" and not name.startswith("case passing "):
                self.running[name] = index
        elif match := ST_ISSUE.match(line):
            failure = self.failure("Swift Testing", match.group("name"))
            failure.issues.append((match.group("file"), match.group("line"), match.group("message")))
            self.last_issue = failure
        elif match := ST_FAILED.match(line):
            self.running.pop(match.group("name"), None)
            self.end_failure("Swift Testing", match.group("name"), index)
        elif match := ST_PASSED.match(line):
            self.running.pop(match.group("name"), None)
            self.st_passed += 1
        elif ST_SKIPPED.match(line):
            self.st_skipped += 1
        elif match := XC_CASE.match(line):
            state = match.group("state")
            if state == "started":
                self.running[xctest_name(match)] = index
            else:
                self.running.pop(xctest_name(match), None)
            if state == "passed":
                self.xc_passed += 1
            elif state == "skipped":
                self.xc_skipped += 1
            elif state == "failed":
                self.end_failure("XCTest", xctest_name(match), index)

    def context(self, failure):
        """The log's lines from `failure`'s start to its end, without other tests' events and their details
        (tests run in parallel: lines a test prints itself are kept, whichever test printed them); the last
        CONTEXT_LINES of them."""
        end = failure.ended_at if failure.ended_at is not None else len(self.lines) - 1
        start = max(0, end - 20 * CONTEXT_LINES)
        for index in range(end, start - 1, -1):
            swift_testing = ST_STARTED.match(self.lines[index])
            xctest = XC_CASE.match(self.lines[index])
            if (swift_testing and swift_testing.group("name") == failure.name) or (
                xctest and xctest.group("state") == "started" and xctest_name(xctest) == failure.name
            ):
                start = index
                break
        kept = []
        in_own_event = False
        for index in range(start, end + 1):
            line = self.lines[index]
            if ST_DETAIL.match(line) or index in self.continuations:
                if in_own_event:
                    kept.append((index, line))
                continue
            event = ST_EVENT.match(line) or FRAMEWORK_LINE.match(line) or XC_CASE.match(line)
            in_own_event = bool(event) and failure.name in line
            if not event or in_own_event or XC_ERROR.match(line) and failure.name in line:
                kept.append((index, line))
        return kept[-CONTEXT_LINES:]

    def crash(self):
        """The lines a crash printed: the runtime's message, the crashed thread's first frames, the signal."""
        kept = []
        shown = set()
        for index, line in enumerate(self.lines):
            if index in shown:
                continue
            if CRASH_LINE.search(line):
                kept.append(line[line.index("error: Process") :] if "error: Process" in line else line)
                shown.add(index)
            elif CRASHED_THREAD.match(line):
                frames = [i for i in range(index + 1, min(index + 3 * CRASH_FRAMES, len(self.lines)))]
                frames = [i for i in frames if self.lines[i].strip()][:CRASH_FRAMES]
                kept += [line] + [self.lines[i] for i in frames]
                shown.update(frames)
        return kept

    def report(self, status, log_path, seconds):
        """The lines printed at the end: on red, each failure's context first, the counts and the list last."""
        # A test that recorded an issue but never ended: the process stopped (a crash) while it ran.
        self.failures += self.open_failures.values()
        self.open_failures = {}
        out = []
        red = status != 0 or self.failures
        if red:
            for failure in self.failures[:MOST_CONTEXTS]:
                kept = self.context(failure)
                first = kept[0][0] + 1 if kept else 0
                out.append(f"── {failure.name}: the log before it failed ({log_path}:{first}) ──")
                out += ["  " + line for _, line in kept]
            stopped = status != 0 and not self.st_run
            crash = self.crash() if stopped else []
            if crash:
                out.append("── the tests stopped: what the crash printed ──")
                out += ["  " + line for line in crash]
            elif stopped or not self.failures:
                why = "the tests stopped before the end" if stopped else "no test reported a failure"
                out.append(f"── {why}: the last {CONTEXT_LINES} lines of the log ──")
                out += ["  " + line for line in self.lines[-CONTEXT_LINES:]]
        out.append(self.counts("Swift Testing", self.st_passed, self.st_skipped))
        out.append(self.counts("XCTest", self.xc_passed, self.xc_skipped))
        if self.failures:
            out.append(f"failed ({len(self.failures)}):")
            for failure in self.failures[:MOST_LISTED]:
                out += failure.listed()
            if len(self.failures) > MOST_LISTED:
                out.append(f"  … and {len(self.failures) - MOST_LISTED} more (see the log)")
        if status != 0 and not self.st_run and self.running:
            names = list(self.running)
            more = f" and {len(names) - 10} more" if len(names) > 10 else ""
            out.append("still running when the tests stopped: " + ", ".join(names[:10]) + more)
        if status != 0:
            out.append(f"swift test exited with status {status} after {seconds:.0f} s; full log: {log_path}")
        elif red:
            out.append(f"swift test exited with status 0, but tests failed; full log: {log_path}")
        else:
            out.append(f"all green in {seconds:.0f} s; full log: {log_path}")
        return out

    def counts(self, framework, passed, skipped):
        """One framework's line: its tests passed, failed and skipped."""
        failed = sum(1 for failure in self.failures if failure.framework == framework)
        if framework == "XCTest" and passed + failed + skipped == 0:
            return "XCTest: no tests"
        parts = [plural(passed, "test") + " passed"]
        parts += [f"{failed} failed"] if failed else []
        parts += [f"{skipped} skipped"] if skipped else []
        if framework == "Swift Testing" and self.st_run:
            tests, suites = int(self.st_run.group("tests")), int(self.st_run.group("suites"))
            parts.append(f"{plural(tests, 'test')} in {plural(suites, 'suite')} run")
            if passed + failed + skipped != tests:  # lines missing from the log: say so rather than hide it
                parts.append(f"the log shows how {passed + failed + skipped:,} of them ended")
        elif framework == "Swift Testing":
            parts.append("the run did not finish" if self.lines else "no output")
        return f"{framework}: " + ", ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--log", required=True, help="where to write the command's whole output")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- the command to run")
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("no command to run: give it after --")

    os.makedirs(os.path.dirname(os.path.abspath(arguments.log)), exist_ok=True)
    terminal = sys.stdout.isatty()
    print(f"running the tests; full log: {arguments.log}", flush=True)
    summary = Summary()
    started = time.monotonic()
    last_progress = started
    progress_every = 1 if terminal else 60
    interrupted = False
    # The command writes straight into the log file and the summary follows the file: the tests never wait for
    # this script to read (as they would on a full pipe), and what they print reaches the log whether or not
    # this script keeps up.
    with open(arguments.log, "wb") as log, open(arguments.log, "rb") as follow:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        pending = b""
        while True:
            try:
                ended = process.poll() is not None
                chunk = follow.read()
                if not chunk:
                    if ended:
                        break
                    time.sleep(0.1)
                    continue
                *complete, pending = (pending + chunk).split(b"\n")
                for raw in complete:
                    summary.read(raw.decode("utf-8", errors="replace"))
                now = time.monotonic()
                if now - last_progress >= progress_every:
                    last_progress = now
                    progress = f"  {(now - started) / 60:.0f} min: {summary.finished()} tests finished"
                    progress += f", {len(summary.failures)} failed"
                    print("\r" + progress + "\x1b[K" if terminal else progress, end="" if terminal else "\n")
                    sys.stdout.flush()
            except KeyboardInterrupt:
                interrupted = True  # the command got the same interrupt: let it end, then summarise
        if pending:
            summary.read(pending.decode("utf-8", errors="replace"))
        status = process.wait()
    if terminal:
        print("\r\x1b[K", end="")
    if status < 0:  # ended by a signal, as a shell reports it
        status = 128 - status
    if interrupted and status == 0:
        status = 130
    for line in summary.report(status, arguments.log, time.monotonic() - started):
        print(line)
    sys.exit(status if status != 0 else (1 if summary.failures else 0))


if __name__ == "__main__":
    main()
