import Detail

/// Master's component satisfies the dependency of the Details Master shows.
extension MasterComponent: DetailDependency {}
