import NavigatableRIBs

/// GeneratedFlow's component gives its first screen what it needs (nothing yet).
extension GeneratedFlowComponent: GeneratedFlowStartDependency {}
