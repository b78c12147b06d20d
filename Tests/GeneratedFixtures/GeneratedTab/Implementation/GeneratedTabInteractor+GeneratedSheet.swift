/// GeneratedTab's answers about GeneratedSheet (wired by generate-rib): the row that shows it, and GeneratedSheet's listener.
extension GeneratedTabInteractor {
  func didTapGeneratedSheet() {
    router?.routeToGeneratedSheet()
  }

  // MARK: - GeneratedSheetListener

  func generatedSheetDidFinish() {
    router?.detachGeneratedSheet()
  }
}
