import NavigatableRIBs
import Testing

#if TUTORIAL_STARTER
@testable import TutorialStarter1  // your code: Starter/Chapter1 (TutorialStarterTests)
#else
@testable import TutorialGreeting  // the finished code: Code/Greeting
#endif

// Chapter 1: the Greeting RIB, built through its public API, as a parent would; one test speaks to its view
// as its interactor does, to check the chapter's rule (the view shows what it is given). These tests run on
// the finished code (TutorialTests) and, compiled with TUTORIAL_STARTER, on the starter state
// (TutorialStarterTests).

/// A parent's side of Greeting's dependency: a name the test can change.
final class NameDependency: GreetingDependency {
  let names = CurrentValueSubject<String, Never>("Ada")
  var userName: AnyPublisher<String, Never> { names.eraseToAnyPublisher() }
}

/// A parent's side of Greeting's listener: counts goodbyes.
@MainActor
final class GoodbyeCounter: GreetingListener {
  private(set) var goodbyes = 0
  func greetingDidSayGoodbye() { goodbyes += 1 }
}

@MainActor
@Suite(.serialized, .chapterState)
struct Chapter1 {
  @Test func greetingShowsTheNameAndFollowsIt() {
    Sandbox.run { _ in
      let dependency = NameDependency()
      let listener = GoodbyeCounter()
      let (greeting, _) = GreetingBuilder(dependency: dependency).build(withListener: listener)
      let viewController = greeting.viewControllable.uiviewController

      greeting.interactable.activate()  // what a parent's attachChild does
      #expect(screen(of: viewController)?.lines == ["Hello, Ada!"])

      dependency.names.send("Grace")
      #expect(screen(of: viewController)?.lines == ["Hello, Grace!"])

      #expect(tap("Say goodbye", on: viewController))
      #expect(listener.goodbyes == 1)
    }
  }

  @Test func greetingTrimsTheNameAndGreetsAStrangerWhenItIsBlank() {
    Sandbox.run { _ in
      let dependency = NameDependency()
      let (greeting, _) = GreetingBuilder(dependency: dependency).build(withListener: GoodbyeCounter())
      let viewController = greeting.viewControllable.uiviewController
      greeting.interactable.activate()
      for (name, expected) in [
        ("  Grace  ", "Hello, Grace!"), (" Ada", "Hello, Ada!"), ("Jean Luc", "Hello, Jean Luc!"),
        ("", "Hello, stranger!"), ("   ", "Hello, stranger!"),
      ] {
        dependency.names.send(name)
        #expect(screen(of: viewController)?.lines == [expected], "the name \(name.debugDescription)")
      }
    }
  }

  /// The chapter's rule: the greeting is business logic, made by the interactor; the view shows the sentence
  /// it is given, as it is. A view that formats the name itself fails here.
  @Test func theViewShowsTheSentenceItIsGivenAsItIs() {
    Sandbox.run { _ in
      let (greeting, _) = GreetingBuilder(dependency: NameDependency()).build(withListener: GoodbyeCounter())
      let viewController = greeting.viewControllable.uiviewController
      let view = viewController as? any GreetingPresentable
      #expect(view != nil)
      view?.show(greeting: "Good morning, Ada.")
      #expect(screen(of: viewController)?.lines == ["Good morning, Ada."])
    }
  }

  @Test func greetingStopsListeningWhenDeactivated() {
    Sandbox.run { _ in
      let dependency = NameDependency()
      let (greeting, _) = GreetingBuilder(dependency: dependency).build(withListener: GoodbyeCounter())
      greeting.interactable.activate()
      greeting.interactable.deactivate()  // what a parent's detachChild does

      dependency.names.send("Linus")
      #expect(screen(of: greeting.viewControllable.uiviewController)?.lines == ["Hello, Ada!"])
    }
  }

  @Test func everyBuildMakesANewRIB() {
    Sandbox.run { _ in
      let builder = GreetingBuilder(dependency: NameDependency())
      let first = builder.build(withListener: GoodbyeCounter()).router
      let second = builder.build(withListener: GoodbyeCounter()).router
      #expect(first !== second)
      #expect(first.viewControllable.uiviewController !== second.viewControllable.uiviewController)
      #expect(first.ribName == "Greeting")
    }
  }
}
