import Master

/// Root's component satisfies Master's dependency (it needs nothing).
extension RootComponent: MasterDependency {}
