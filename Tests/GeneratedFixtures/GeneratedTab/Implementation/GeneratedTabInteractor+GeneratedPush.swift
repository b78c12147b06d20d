/// GeneratedTab's answers about GeneratedPush (wired by generate-rib): the row that shows it, and GeneratedPush's listener.
extension GeneratedTabInteractor {
  func didTapGeneratedPush() {
    router?.routeToGeneratedPush()
  }

  // MARK: - GeneratedPushListener

  func generatedPushDidRequestClose() {
    router?.detachGeneratedPush()
  }
}
