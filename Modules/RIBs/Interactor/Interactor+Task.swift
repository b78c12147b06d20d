extension Interactor {
  /// Runs `operation` on the main actor as a task bound to the interactor's active period: the task is
  /// cancelled when the interactor deactivates (or is deallocated).
  ///
  /// When the interactor is inactive the task is cancelled before `operation` runs (it never runs) and
  /// a diagnostic is reported.
  ///
  /// ```swift
  /// override func didBecomeActive() {
  ///   super.didBecomeActive()
  ///   task { [weak self] in
  ///     for await balance in repository.balances { self?.presenter.show(balance) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - operation: The work, run on the main actor.
  /// - Returns: The task, cancelled when the interactor deactivates.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil, _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    guard isActive else {
      let task = Task<Void, Never>(priority: priority) { @MainActor in
        if Task.isCancelled { return }
        await operation()
      }
      task.cancel()
      RIBsDiagnostics.report(
        .inactiveScope, "a task was started on \(ribName), which is inactive; it was cancelled before it ran.")
      return task
    }
    let id = nextTaskID
    nextTaskID += 1
    let task = Task<Void, Never>(priority: priority) { @MainActor [weak self] in
      if !Task.isCancelled { await operation() }
      self?.activeTasks[id] = nil
    }
    activeTasks[id] = task
    return task
  }
}
