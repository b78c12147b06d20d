import Testing

@testable import RIBs

@MainActor
private final class Service {}

@MainActor
private protocol ParentDependency: Dependency {
  var service: Service { get }
}

@MainActor
private final class ParentComponent: Component<EmptyDependency>, ParentDependency {
  var service: Service { shared { Service() } }
  var otherService: Service { shared { Service() } }
  var freshService: Service { Service() }
}

@MainActor
private final class RootDependency: EmptyDependency {}

@MainActor
private final class ChildComponent: Component<ParentDependency> {
  var inherited: Service { dependency.service }
}

/// A builder whose component builder can be told to return the same component again.
@MainActor
private final class ReusingBuilder: SimpleComponentizedBuilder<ChildComponent, TestRouter> {
  /// The components built with, kept alive: identities of freed components can be reused by the next
  /// allocation, so comparing `ObjectIdentifier`s of components already gone would be meaningless.
  var builtWith: [ChildComponent] = []
  override func build(with component: ChildComponent) -> TestRouter {
    builtWith.append(component)
    return makeRIB("Child", Journal())
  }
}

@MainActor
private struct Built {
  let component: ChildComponent
  let value: String
}

@MainActor
private final class DynamicBuilder: ComponentizedBuilder<ChildComponent, Built, String, Int> {
  override func build(with component: ChildComponent, _ dynamicBuildDependency: String) -> Built {
    Built(component: component, value: dynamicBuildDependency)
  }
}

@MainActor
private final class StagedBuilder: MultiStageComponentizedBuilder<ChildComponent, ChildComponent, String> {
  var lastDynamicDependency: String?
  override func finalStageBuild(with component: ChildComponent, _ dynamicDependency: String) -> ChildComponent {
    lastDynamicDependency = dynamicDependency
    return component
  }
}

@MainActor
private final class SimpleStagedBuilder: SimpleMultiStageComponentizedBuilder<ChildComponent, ChildComponent> {
  override func finalStageBuild(with component: ChildComponent) -> ChildComponent { component }
}

@MainActor
@Suite("Builders and components")
struct BuilderTests {
  private let parent = ParentComponent(dependency: RootDependency())

  @Test("shared returns one instance per component and property")
  func sharedPerProperty() {
    #expect(parent.service === parent.service)
    #expect(parent.otherService === parent.otherService)
    #expect(parent.service !== parent.otherService)
    #expect(parent.freshService !== parent.freshService)
  }

  @Test("shared instances are not shared between components")
  func sharedPerComponent() {
    let other = ParentComponent(dependency: RootDependency())
    #expect(parent.service !== other.service)
  }

  @Test("a child component reaches the parent's shared instances through its dependency")
  func childReachesParent() {
    let child = ChildComponent(dependency: parent)
    #expect(child.inherited === parent.service)
  }

  @Test("Builder keeps its dependency")
  func builderDependency() {
    let builder = Builder<ParentDependency>(dependency: parent)
    #expect(builder.dependency === parent)
  }

  @Test("a componentized builder given a new component each build reports nothing")
  func newComponentEachBuild() {
    let builder = ReusingBuilder { ChildComponent(dependency: parent) }
    let diagnostics = Harness.run { harness in
      _ = builder.build()
      _ = builder.build()
      return harness.diagnostics
    }
    #expect(diagnostics.isEmpty)
    #expect(builder.builtWith.count == 2)
    #expect(builder.builtWith.first !== builder.builtWith.last)
  }

  @Test("a componentized builder given the same component twice reports it and still builds")
  func reusedComponent() {
    let reused = ChildComponent(dependency: parent)
    let builder = ReusingBuilder { reused }
    let diagnostics = Harness.run { harness in
      _ = builder.build()
      _ = builder.build()
      return harness.diagnostics
    }
    #expect(diagnostics.map(\.kind) == [.reusedComponent])
    #expect(diagnostics.first?.message.contains("ReusingBuilder") == true)
    #expect(diagnostics.first?.message.contains("ChildComponent") == true)
    #expect(builder.builtWith.count == 2)
  }

  @Test("a componentized builder passes both dynamic dependencies along and returns the component")
  func dynamicDependencies() {
    var componentDependencies: [Int] = []
    let builder = DynamicBuilder { value in
      componentDependencies.append(value)
      return ChildComponent(dependency: parent)
    }
    let (component, built): (ChildComponent, Built) = builder.build(
      withDynamicBuildDependency: "build", dynamicComponentDependency: 7)
    #expect(componentDependencies == [7])
    #expect(built.value == "build")
    #expect(built.component === component)
    let routerOnly: Built = builder.build(withDynamicBuildDependency: "again", dynamicComponentDependency: 8)
    #expect(routerOnly.value == "again")
    #expect(componentDependencies == [7, 8])
  }

  @Test("a multi-stage builder keeps one component per pass and starts a new pass after the final stage")
  func multiStage() {
    var made = 0
    let builder = StagedBuilder {
      made += 1
      return ChildComponent(dependency: parent)
    }
    let early = builder.componentForCurrentBuildPass
    #expect(builder.componentForCurrentBuildPass === early)
    let built = builder.finalStageBuild(withDynamicDependency: "first")
    #expect(built === early)
    #expect(builder.lastDynamicDependency == "first")
    #expect(made == 1)

    let next = builder.componentForCurrentBuildPass
    #expect(next !== early)
    #expect(made == 2)
    #expect(builder.finalStageBuild(withDynamicDependency: "second") === next)
  }

  @Test("a multi-stage final stage without an earlier stage makes the pass's component itself")
  func multiStageWithoutEarlyStage() {
    let builder = SimpleStagedBuilder { ChildComponent(dependency: parent) }
    let first = builder.finalStageBuild()
    let second = builder.finalStageBuild()
    #expect(first !== second)
  }

  @Test("a multi-stage builder given the same component for two passes reports it")
  func multiStageReusedComponent() {
    let reused = ChildComponent(dependency: parent)
    let builder = SimpleStagedBuilder { reused }
    let diagnostics = RIBsDiagnostics.capture {
      _ = builder.finalStageBuild()
      _ = builder.finalStageBuild()
    }.diagnostics
    #expect(diagnostics.map(\.kind) == [.reusedComponent])
  }
}
