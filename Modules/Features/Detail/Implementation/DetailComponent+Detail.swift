/// A Detail's component satisfies the dependency of the next Detail it pushes.
extension DetailComponent: DetailDependency {}
