/// GeneratedTab's answers about GeneratedFlow (wired by generate-rib): the row that shows it, and GeneratedFlow's listener.
extension GeneratedTabInteractor {
  func didTapGeneratedFlow() {
    router?.routeToGeneratedFlow()
  }

  // MARK: - GeneratedFlowListener

  func generatedFlowDidClose() {
    router?.detachGeneratedFlow()
  }
}
