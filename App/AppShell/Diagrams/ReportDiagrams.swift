extension RIBTreeReport {
  /// The tree as a diagram: one node per RIB (its id, state and placement), an arrow from each parent to
  /// its children; an orphan screen is a dashed node under the RIB it sits in.
  func diagram() -> DiagramText {
    var diagram = DiagramText()
    Self.add(root, to: &diagram)
    return diagram
  }

  @discardableResult
  private static func add(_ node: Node, to diagram: inout DiagramText) -> Int {
    let index: Int
    if node.orphan == true {
      index = diagram.add(["\(node.name): \(node.screen ?? "") \(node.id)", node.placement ?? ""], dashed: true)
    } else {
      let name = node.id + (node.active ? "" : " (inactive)")
      index = diagram.add([name, node.viewless ? "viewless" : node.placement ?? ""])
    }
    for child in node.children {
      let childIndex = add(child, to: &diagram)
      diagram.connect(index, childIndex, dashed: child.orphan == true)
    }
    return index
  }
}

extension ContainerReport {
  /// The containers as a diagram: the window's root, its tabs and stacks, each screen with its RIB's id;
  /// presented view controllers hang from the window's root by a dashed arrow labelled with their style.
  func diagram() -> DiagramText {
    var diagram = DiagramText()
    var root: Int?
    if let window {
      if let tab, window.kind == "tabBar", let only = window.children.first {
        root = Self.add(only, label: "[\(tab + 1)] \(only.tabTitle ?? only.title)", to: &diagram)
      } else {
        root = Self.add(window, label: "window", to: &diagram)
      }
    }
    var presenter = root
    for (index, presentation) in presented.enumerated() {
      let node = Self.add(presentation.content, label: "presented \(index + 1)", to: &diagram)
      if let presenter { diagram.connect(presenter, node, label: presentation.style, dashed: true) }
      presenter = node
    }
    return diagram
  }

  @discardableResult
  private static func add(_ node: Node, label: String, to diagram: inout DiagramText) -> Int {
    let index: Int
    switch node.kind {
    case "tabBar":
      index = diagram.add(["\(label): tab bar"])
      for (position, tab) in node.children.enumerated() {
        let selected = position == node.selectedIndex ? " (selected)" : ""
        diagram.connect(
          index, add(tab, label: "[\(position + 1)] \(tab.tabTitle ?? tab.title)\(selected)", to: &diagram))
      }
    case "navigation":
      index = diagram.add(["\(label): navigation stack"])
      var below = index
      for (position, screen) in node.children.enumerated() {
        let child = add(screen, label: "\(position + 1)", to: &diagram)
        diagram.connect(below, child)
        below = child
      }
    default:
      var lines = ["\(label). \(node.title)"]
      if node.screenID != nil { lines.append(node.owner) }
      index = diagram.add(lines, dashed: node.screenID != nil && node.rib == nil)
    }
    return index
  }
}
