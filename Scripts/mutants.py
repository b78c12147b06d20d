#!/usr/bin/env python3
"""Mutation check of the navigation checkers: `make mutants`.

Applies each mutation below to a copy of the package, one at a time, builds it, and runs only the two
checkers meant to be the safety net, at `make test` depth: the exhaustive explorer
(NavigatableRIBsTests.ExplorerTests) and the model-based random tests (NavigatableRIBsTests.ModelBasedTests).
A mutation is killed when either fails. Prints one line per mutation and which checker killed it; exits 1
if any mutation survives, or if a mutation does not apply (its text is not in the source: the list
must follow the code).

Each mutation is a plausible bug in the sync, named after the guarantee it breaks (Navigation.md), or in
the HeadlessUIKit behaviour the sync's guarantees rest on, named after what Apple documents.

    Scripts/mutants.py                 # every mutation
    Scripts/mutants.py deepest-first   # the named ones only
    MUTANTS_KEEP=1 Scripts/mutants.py  # keep the copy (its path is printed)
    Scripts/mutants.py --check         # only check that every mutation still applies (make test runs it)

It takes about five minutes per mutation on two cores after a first build of the copy (about five more).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

SYNC = "Modules/NavigatableRIBs/"
MODEL = "Modules/HeadlessUIKit/"

# name: (guarantee broken, file, text in the source, text it becomes); a text may be a tuple of several
# texts, replaced pairwise.
MUTATIONS = {
    "deepest-first": (
        "G2: detaches deepest first (shallowest first instead)",
        SYNC + "RemovalOrder.swift",
        "lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.shown > rhs.shown",
        "lhs.depth != rhs.depth ? lhs.depth < rhs.depth : lhs.shown > rhs.shown",
    ),
    "closed-flows-outermost-first": (
        "G5: flows told they closed innermost first (outermost first instead)",
        SYNC + "RemovalOrder.swift",
        "lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.lastDetached < rhs.lastDetached",
        "lhs.depth != rhs.depth ? lhs.depth < rhs.depth : lhs.lastDetached < rhs.lastDetached",
    ),
    "forget-after-detach": (
        "G2: exactly once (a screen forgotten after its RIB is detached instead of before)",
        SYNC + "NavigationSync+Removal.swift",
        (
            "    for screen in screensDeepestLast.reversed() { tracked.forget(screen) }\n",
            "      parent.detachChild(router)\n      detachingByPlan = nil\n    }",
        ),
        (
            "",
            "      parent.detachChild(router)\n      detachingByPlan = nil\n      tracked.forget(screen)\n    }",
        ),
    ),
    "tab-removal-ignored": (
        "I: a tab removed (the screens of a container that leaves are not looked at)",
        SYNC + "NavigationSync+ScreenToTree.swift",
        "var leaving = viewController.children",
        "var leaving: [UIViewController] = []",
    ),
    "gesture-end-highest-first": (
        "I: detach mid-gesture (screens taken off highest first when the gesture ends)",
        SYNC + "RemovalOrder.swift",
        "lhs.containmentDepth != rhs.containmentDepth ? lhs.containmentDepth < rhs.containmentDepth",
        "lhs.containmentDepth != rhs.containmentDepth ? lhs.containmentDepth > rhs.containmentDepth",
    ),
    "deferral-dropped": (
        "G2/G3: checked after the transition (checked at once instead)",
        SYNC + "NavigationSync+ScreenToTree.swift",
        "ContainmentSignals.afterCurrentTransition { NavigationSync.shared.checkCandidates() }",
        "NavigationSync.shared.checkCandidates()",
    ),
    "kept-check-dropped": (
        "G3: a candidate back in a window is kept (never kept instead)",
        SYNC + "NavigationSync+ScreenToTree.swift",
        "if Self.isInHierarchy(viewController) {",
        "if Self.isInHierarchy(viewController), screen.isGone {",
    ),
    "container-direct-children-only": (
        "I: a tab removed (a container that leaves marks only its direct children: a banner tab's stack)",
        SYNC + "NavigationSync+ScreenToTree.swift",
        "      leaving.append(contentsOf: current.children)\n",
        "",
    ),
    "flow-told-though-ancestor-went": (
        "G5: a flow whose ancestor went in the same removal is not told (told instead)",
        SYNC + "NavigationSync+Removal.swift",
        "guard flow.parentRouting != nil, flow.interactable.isActive else { return }",
        "guard flow.parentRouting != nil else { return }",
    ),
    "closing-cause-kept": (
        "G5: a closed flow's cause is forgotten at its detach (kept instead; a TrackedScreens rule)",
        SYNC + "TrackedScreens.swift",
        "closing.isEmpty ? nil : closing.removeValue(forKey: routerID)?.cause",
        "closing.isEmpty ? nil : closing[routerID]?.cause",
    ),
    "router-entry-kept": (
        "TrackedScreens' rule 2: a forgotten screen's router entry goes (kept instead)",
        SYNC + "TrackedScreens.swift",
        "if let mapped = byRouter.removeValue(forKey: screen.routerID), mapped !== screen {",
        "if let mapped = byRouter[screen.routerID], mapped !== screen {",
    ),
    "swept-first-skipped": (
        "G2/G4: the RIBs under every screen taken off go in the same pass (those under the first found skipped)",
        SYNC + "RemovalPlan.swift",
        "} else if nextRoot > rootsStart {",
        "} else if nextRoot > rootsStart + 1 {",
    ),
    "dragged-sheet-not-above": (
        "G4: a sheet being dragged counts as above (left out instead)",
        SYNC + "RemovalPlan.swift",
        "presented = current.presentedViewController ?? NavigationSync.sheetBeingDragged(from: current)",
        "presented = current.presentedViewController",
    ),
    "tab-selection-first-after-removal": (
        "Apple's UITabBarController.viewControllers: the same index is selected when the selected tab "
        "leaves (the first tab instead)",
        MODEL + "UITabBarController.swift",
        "    if newTabs.indices.contains(previousSelection) { return previousSelection }\n",
        "",
    ),
    "removed-tab-view-stays": (
        "I: a tab removed takes its whole containment out of the window (its view stays while the tab bar "
        "is coming back into view under a dragged sheet, and the sheet presented from it is left out)",
        MODEL + "UITabBarController.swift",
        "      if element.appearState != .disappeared {",
        "      if isShownOnScreen {",
    ),
}

CHECKERS = [
    ("explorer", "NavigatableRIBsTests.ExplorerTests"),
    ("random", "NavigatableRIBsTests.ModelBasedTests"),
]


def pairs(text):
    """A mutation's texts as a tuple."""
    return text if isinstance(text, tuple) else (text,)


def run(arguments, cwd, log):
    """Runs a command with its output appended to `log`; returns its exit status."""
    with open(log, "a") as out:
        out.write("$ " + " ".join(arguments) + "\n")
        out.flush()
        return subprocess.run(arguments, cwd=cwd, stdout=out, stderr=subprocess.STDOUT).returncode


def copy_package(source, destination):
    """Copies the tracked and untracked (not ignored) files of the package: what `git status` sees."""
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=source, check=True, capture_output=True,
    ).stdout.decode().split("\0")
    for name in filter(None, files):
        path = os.path.join(source, name)
        if not os.path.isfile(path):
            continue
        target = os.path.join(destination, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(path, target)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    arguments = sys.argv[1:]
    check_only = "--check" in arguments
    chosen = [name for name in arguments if name != "--check"] or list(MUTATIONS)
    unknown = [name for name in chosen if name not in MUTATIONS]
    if unknown:
        print("unknown mutation: " + ", ".join(unknown) + " (known: " + ", ".join(MUTATIONS) + ")")
        return 2
    for name in chosen:
        _, path, before, _ = MUTATIONS[name]
        with open(os.path.join(root, path)) as source:
            text = source.read()
        if any(text.count(part) != 1 for part in pairs(before)):
            print(f"{name}: its text is not (exactly once) in {path}; update Scripts/mutants.py")
            return 1
    if check_only:
        print(f"all {len(chosen)} mutations apply")
        return 0

    copy = tempfile.mkdtemp(prefix="navigatable-ribs-mutants-")
    log = os.path.join(copy, "mutants.log")
    print(f"copy: {copy}; log: {log}")
    copy_package(root, copy)
    swift = ["swift"]
    build = swift + ["build", "--no-color-diagnostics", "--build-tests"]
    started = time.time()
    if run(build, copy, log) != 0:
        print("the unmutated copy does not build; see the log")
        return 1
    print(f"built the unmutated copy in {time.time() - started:.0f} s")

    survivors = []
    for name in chosen:
        what, path, before, after = MUTATIONS[name]
        file = os.path.join(copy, path)
        with open(file) as source:
            original = source.read()
        with open(file, "w") as mutated:
            text = original
            for old, new in zip(pairs(before), pairs(after)):
                text = text.replace(old, new)
            mutated.write(text)
        started = time.time()
        killed_by = []
        if run(build, copy, log) != 0:
            killed_by.append("the build")
        else:
            for checker, suite in CHECKERS:
                test = swift + ["test", "--no-color-diagnostics", "--skip-build", "--filter", suite]
                if run(test, copy, log) != 0:
                    killed_by.append(checker)
        with open(file, "w") as restored:
            restored.write(original)
        verdict = "killed by " + " and ".join(killed_by) if killed_by else "SURVIVED"
        print(f"{name:32} {verdict:36} {time.time() - started:5.0f} s   ({what})", flush=True)
        if not killed_by or killed_by == ["the build"]:
            survivors.append(name)

    if os.environ.get("MUTANTS_KEEP") != "1":
        shutil.rmtree(copy, ignore_errors=True)
    if survivors:
        print("not killed by the explorer or the random tests: " + ", ".join(survivors))
        return 1
    print(f"all {len(chosen)} mutations killed by the explorer or the random tests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
