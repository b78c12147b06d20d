import Testing

@testable import RIBs

private struct DeepLinkError: Error, Equatable {}

/// An actionable item that records the steps run on it.
@MainActor
private final class ItemInteractor: TestInteractor {
  var child: ItemInteractor?

  /// Yields the child item (inactive until someone activates it) and a value.
  func childStep(_ value: String) -> AnyPublisher<(ItemInteractor, String), any Error> {
    journal.record("\(name).step(\(value))\(isActive ? "" : " while inactive")")
    let child = child ?? ItemInteractor("\(name)Child", journal: journal)
    self.child = child
    return Just((child, value)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
  }

  func failingStep() -> AnyPublisher<(ItemInteractor, String), any Error> {
    journal.record("\(name).fail")
    return Fail(error: DeepLinkError()).eraseToAnyPublisher()
  }
}

@MainActor
private final class RecordingWorkflow: Workflow<ItemInteractor> {
  var completions = 0
  var forks = 0
  var errors: [any Error] = []
  override func didComplete() { completions += 1 }
  override func didFork() { forks += 1 }
  override func didReceiveError(_ error: any Error) { errors.append(error) }
}

/// A plain value as actionable item: it has no activeness, so steps on it run at once.
private struct Plain {
  let label: String
}

/// Runs `body`, which makes a workflow and what it works on and returns the objects that must not outlive
/// it, each under a name; once `body` has returned (its locals gone), expects every one of them freed.
@MainActor
private func expectFreed(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> KeyValuePairs<String, AnyObject?>
) {
  // The last strong references are in the value `body` returns, which ends with this statement.
  let references: [(name: String, isAlive: () -> Bool)] = body().map { name, object in
    (name, { [weak object] in object != nil })
  }
  let alive = references.filter { $0.isAlive() }.map(\.name)
  #expect(alive.isEmpty, "still alive: \(alive.joined(separator: ", "))", sourceLocation: sourceLocation)
}

@MainActor
@Suite("Workflow")
struct WorkflowTests {
  @Test("each step waits until its actionable item is active")
  func stepsWaitForActivation() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    let workflow = RecordingWorkflow()
    workflow
      .onStep { root in root.childStep("a") }
      .onStep { child, value in child.childStep(value + "b") }
      .commit()

    let subscription = workflow.subscribe(root)
    #expect(journal.entries.isEmpty, "the root is inactive: nothing runs")

    // As in uber, a step runs as soon as its item's activeness turns true (before didBecomeActive()).
    root.activate()
    #expect(journal.entries.sorted() == ["Root.didBecomeActive", "Root.step(a)"])
    #expect(root.child?.isActive == false)

    root.child?.activate()
    #expect(journal.entries.filter { $0.contains("step") } == ["Root.step(a)", "RootChild.step(ab)"])
    #expect(workflow.completions == 1)
    #expect(workflow.errors.isEmpty)
    _ = subscription
  }

  @Test("a forked workflow runs every branch from the shared step")
  func fork() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let workflow = RecordingWorkflow()
    let shared = workflow.onStep { root in root.childStep("shared") }
    shared.asPublisher().fork(workflow)
      .onStep { child, value in child.childStep(value + "-left") }
      .commit()
    shared.asPublisher().fork(workflow)
      .onStep { child, value in child.childStep(value + "-right") }
      .commit()
    #expect(workflow.forks == 2)

    let subscription = workflow.subscribe(root)
    root.child?.activate()

    let steps = journal.entries.filter { $0.contains("step") }
    #expect(steps.first == "Root.step(shared)")
    #expect(Set(steps.dropFirst()) == ["RootChild.step(shared-left)", "RootChild.step(shared-right)"])
    #expect(steps.count == 3)
    #expect(workflow.completions == 1)
    _ = subscription
  }

  @Test("a failing step calls onError and didReceiveError, and later steps never run")
  func errorPath() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let workflow = RecordingWorkflow()
    var stepErrors: [any Error] = []
    workflow
      .onStep { root in root.failingStep() }
      .onError { stepErrors.append($0) }
      .onStep { child, value in child.childStep(value) }
      .commit()

    let subscription = workflow.subscribe(root)

    #expect(journal.entries.filter { $0.contains("step") }.isEmpty)
    #expect(stepErrors.count == 1 && stepErrors.first is DeepLinkError)
    #expect(workflow.errors.count == 1 && workflow.errors.first is DeepLinkError)
    #expect(workflow.completions == 0)
    _ = subscription
  }

  @Test("cancelling the subscription stops steps that are still waiting")
  func cancellation() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    let workflow = RecordingWorkflow()
    workflow.onStep { root in root.childStep("a") }.commit()
    let subscription = workflow.subscribe(root)
    subscription.cancel()
    root.activate()
    #expect(journal.entries == ["Root.didBecomeActive"])
    #expect(workflow.completions == 0)
  }

  @Test("steps on items without activeness run at once")
  func plainItems() {
    let workflow = Workflow<Plain>()
    var seen: [String] = []
    workflow
      .onStep { plain in
        seen.append(plain.label)
        return Just((Plain(label: "next"), 1)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
      }
      .onStep { plain, value in
        seen.append("\(plain.label)\(value)")
        return Just((plain, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
      }
      .commit()
    _ = workflow.subscribe(Plain(label: "first"))
    #expect(seen == ["first", "next1"])
  }

  @Test("subscribing before committing is reported and runs nothing")
  func notCommitted() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let workflow = RecordingWorkflow()
    _ = workflow.onStep { root in root.childStep("a") }
    let diagnostics = RIBsDiagnostics.capture { _ = workflow.subscribe(root) }.diagnostics
    #expect(diagnostics.map(\.kind) == [.workflowNotCommitted])
    #expect(journal.entries == ["Root.didBecomeActive"])
  }

  @Test("a completed workflow releases its subscription: the interactor it was tied to keeps nothing")
  func completedWorkflowReleasesItsSubscription() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let baseline = root.activeCancellables?.count
    for _ in 0..<3 {
      // Nothing keeps a finished workflow, its steps or its sinks.
      expectFreed {
        let workflow = RecordingWorkflow()
        workflow
          .onStep { root in root.childStep("a") }
          .commit()
          .subscribe(root)
          .cancelOnDeactivate(interactor: root)
        #expect(workflow.completions == 1)
        return ["the workflow": workflow]
      }
    }
    #expect(root.activeCancellables?.count == baseline, "each finished workflow left the interactor")
  }

  @Test("a workflow ended by an error releases its subscription too")
  func failedWorkflowReleasesItsSubscription() {
    let root = ItemInteractor("Root", journal: Journal())
    root.activate()
    let baseline = root.activeCancellables?.count
    expectFreed {
      let workflow = RecordingWorkflow()
      workflow.onStep { root in root.failingStep() }.commit().subscribe(root).cancelOnDeactivate(interactor: root)
      #expect(workflow.errors.count == 1)
      return ["the workflow": workflow]
    }
    #expect(root.activeCancellables?.count == baseline)
  }

  @Test("a workflow still waiting for a step keeps its subscription until it finishes, and only then lets it go")
  func waitingWorkflowKeepsItsSubscription() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let baseline = root.activeCancellables?.count ?? 0
    let workflow = RecordingWorkflow()
    var adoptedCancelled = false
    workflow
      .onStep { root in root.childStep("a") }
      .onStep { child, value in child.childStep(value) }
      .commit()
    AnyCancellable { adoptedCancelled = true }.cancelWith(workflow: workflow)
    workflow.subscribe(root).cancelOnDeactivate(interactor: root)
    #expect(root.activeCancellables?.count == baseline + 1, "the child is inactive: the second step waits")
    #expect(!adoptedCancelled)

    root.child?.activate()
    #expect(workflow.completions == 1)
    #expect(root.activeCancellables?.count == baseline)
    #expect(adoptedCancelled, "what was adopted with cancelWith(workflow:) goes with the finished workflow")
  }

  @Test("a forked workflow is finished only when every branch is")
  func forkedWorkflowFinishesWithItsLastBranch() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let baseline = root.activeCancellables?.count ?? 0
    let workflow = RecordingWorkflow()
    let shared = workflow.onStep { root in root.childStep("shared") }
    shared.asPublisher().fork(workflow).commit()
    shared.asPublisher().fork(workflow)
      .onStep { child, value in child.childStep(value + "-waits") }
      .commit()
    workflow.subscribe(root).cancelOnDeactivate(interactor: root)
    #expect(workflow.completions == 1, "the branch that ends at the shared step completed")
    #expect(root.activeCancellables?.count == baseline + 1, "the other branch waits for the child to activate")

    root.child?.activate()
    #expect(journal.entries.contains("RootChild.step(shared-waits)"))
    #expect(root.activeCancellables?.count == baseline)
  }

  @Test("a step that waited for its item to activate frees the workflow and its items once it completes")
  func aStepThatWaitedForActivationFreesEverything() {
    expectFreed {
      let journal = Journal()
      let root = ItemInteractor("Root", journal: journal)
      let workflow = RecordingWorkflow()
      workflow
        .onStep { root in root.childStep("a") }
        .onStep { child, value in child.childStep(value + "b") }
        .commit()
      let subscription = workflow.subscribe(root)
      root.activate()  // the first step runs; the second waits for the child
      root.child?.activate()  // it activates later: the second step runs, the workflow completes
      #expect(workflow.completions == 1)
      root.child?.deactivate()
      root.deactivate()
      _ = subscription
      return ["the workflow": workflow, "the root": root, "the item the step waited for": root.child]
    }
  }

  @Test("a workflow cancelled while a step waits for its item frees everything")
  func aWorkflowCancelledWhileWaitingFreesEverything() {
    expectFreed {
      let journal = Journal()
      let root = ItemInteractor("Root", journal: journal)
      let workflow = RecordingWorkflow()
      workflow
        .onStep { root in root.childStep("a") }
        .onStep { child, value in child.childStep(value + "b") }
        .commit()
      let subscription = workflow.subscribe(root)
      root.activate()  // the second step now waits for the child, which never activates
      subscription.cancel()
      root.deactivate()
      return ["the workflow": workflow, "the root": root, "the child": root.child]
    }
  }

  @Test("a workflow whose step fails after another waited for its item frees the workflow and its items")
  func aFailingStepAfterAWaitFreesEverything() {
    expectFreed {
      let journal = Journal()
      let root = ItemInteractor("Root", journal: journal)
      let workflow = RecordingWorkflow()
      workflow
        .onStep { root in root.childStep("a") }
        .onStep { child, _ in child.failingStep() }
        .commit()
      let subscription = workflow.subscribe(root)
      root.activate()
      root.child?.activate()  // the second step runs and fails
      #expect(workflow.errors.count == 1)
      root.child?.deactivate()
      root.deactivate()
      _ = subscription
      return ["the workflow": workflow, "the root": root, "the child": root.child]
    }
  }

  @Test("a forked workflow whose branch waited for its item frees the workflow and its items once it completes")
  func aForkedWorkflowFreesEverythingOnceItCompletes() {
    expectFreed {
      let journal = Journal()
      let root = ItemInteractor("Root", journal: journal)
      let workflow = RecordingWorkflow()
      let shared = workflow.onStep { root in root.childStep("shared") }
      shared.asPublisher().fork(workflow)
        .onStep { child, value in child.childStep(value + "-left") }
        .commit()
      shared.asPublisher().fork(workflow)
        .onStep { child, value in child.childStep(value + "-right") }
        .onStep { grandchild, value in grandchild.childStep(value + "-deeper") }
        .commit()
      let subscription = workflow.subscribe(root)
      root.activate()  // the shared step runs; both branches wait for the child
      root.child?.activate()  // both branches run; the right one now waits for the grandchild
      root.child?.child?.activate()
      #expect(journal.entries.contains("RootChildChild.step(shared-right-deeper)"))
      #expect(workflow.completions == 1)
      root.child?.child?.deactivate()
      root.child?.deactivate()
      root.deactivate()
      _ = subscription
      return [
        "the workflow": workflow, "the root": root, "the item the shared step yielded": root.child,
        "the grandchild": root.child?.child,
      ]
    }
  }

  @Test("a forked workflow cancelled while a branch waits for its item frees everything")
  func aForkedWorkflowCancelledWhileWaitingFreesEverything() {
    expectFreed {
      let root = ItemInteractor("Root", journal: Journal())
      let workflow = RecordingWorkflow()
      let shared = workflow.onStep { root in root.childStep("shared") }
      shared.asPublisher().fork(workflow).commit()
      shared.asPublisher().fork(workflow)
        .onStep { child, value in child.childStep(value + "-waits") }
        .commit()
      let subscription = workflow.subscribe(root)
      root.activate()  // one branch completes; the other waits for the child, which never activates
      #expect(workflow.completions == 1)
      subscription.cancel()
      root.deactivate()
      return ["the workflow": workflow, "the root": root, "the child": root.child]
    }
  }

  @Test("a committed workflow that is never subscribed is freed with its steps")
  func aNeverSubscribedWorkflowIsFreed() {
    // Nothing ran: nothing may keep either workflow.
    expectFreed {
      let workflow = RecordingWorkflow()
      workflow
        .onStep { root in root.childStep("a") }
        .onStep { child, value in child.childStep(value) }
        .commit()
      AnyCancellable {}.cancelWith(workflow: workflow)

      let forked = RecordingWorkflow()
      let shared = forked.onStep { root in root.childStep("shared") }
      shared.asPublisher().fork(forked).commit()
      shared.asPublisher().fork(forked).onStep { child, value in child.childStep(value) }.commit()
      return ["the workflow": workflow, "the forked workflow": forked]
    }
  }

  @Test("a forked workflow runs a branch forked from a branch, and each branch once")
  func nestedForks() {
    let journal = Journal()
    let root = ItemInteractor("Root", journal: journal)
    root.activate()
    let workflow = RecordingWorkflow()
    let shared = workflow.onStep { root in root.childStep("a") }
    let middle = shared.asPublisher().fork(workflow).onStep { child, value in child.childStep(value + "b") }
    middle.asPublisher().fork(workflow).onStep { item, value in item.childStep(value + "-x") }.commit()
    middle.asPublisher().fork(workflow).onStep { item, value in item.childStep(value + "-y") }.commit()
    #expect(workflow.forks == 3)
    let subscription = workflow.subscribe(root)
    #expect(journal.entries.filter { $0.contains("step") } == ["Root.step(a)"], "the child is inactive")
    root.child?.activate()
    root.child?.child?.activate()
    let steps = journal.entries.filter { $0.contains("step") }
    #expect(steps.prefix(2) == ["Root.step(a)", "RootChild.step(ab)"])
    #expect(Set(steps.dropFirst(2)) == ["RootChildChild.step(ab-x)", "RootChildChild.step(ab-y)"])
    #expect(steps.count == 4)
    #expect(workflow.completions == 1)
    _ = subscription
  }
}
