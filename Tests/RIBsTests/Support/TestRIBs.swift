@testable import RIBs

/// An interactor that records its lifecycle in a journal under a given name.
@MainActor
class TestInteractor: Interactor {
  let name: String
  let journal: Journal
  var onDidBecomeActive: (() -> Void)?
  var onWillResignActive: (() -> Void)?

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }

  override var ribName: String { name }

  override func didBecomeActive() {
    journal.record("\(name).didBecomeActive")
    onDidBecomeActive?()
  }

  override func willResignActive() {
    journal.record("\(name).willResignActive")
    onWillResignActive?()
  }
}

/// A viewless router over a ``TestInteractor``.
@MainActor
final class TestRouter: Router<TestInteractor> {
  var onDidLoad: (() -> Void)?

  override var ribName: String { interactor.name }

  override func didLoad() {
    interactor.journal.record("\(interactor.name).didLoad")
    onDidLoad?()
  }
}

/// Makes a viewless RIB named `name`.
@MainActor
func makeRIB(_ name: String, _ journal: Journal) -> TestRouter {
  TestRouter(interactor: TestInteractor(name, journal: journal))
}

/// A view controller usable by viewable routers.
@MainActor
final class TestViewController: UIViewController, ViewControllable {}

/// A viewable router over a ``TestInteractor``.
@MainActor
final class TestViewableRouter: ViewableRouter<TestInteractor, TestViewController> {
  override var ribName: String { interactor.name }
}

/// A launch router over a ``TestInteractor``.
@MainActor
final class TestLaunchRouter: LaunchRouter<TestInteractor, TestViewController> {
  override var ribName: String { interactor.name }

  override func didLoad() {
    interactor.journal.record("\(interactor.name).didLoad")
  }
}

/// Makes a viewless RIB named "Root", activated and loaded: the top of a test tree, as a launch
/// router would leave it.
@MainActor
func makeActiveRoot(_ journal: Journal) -> TestRouter {
  let root = makeRIB("Root", journal)
  root.interactable.activate()
  root.load()
  return root
}
