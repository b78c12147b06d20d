import ShellKit

/// Writes graphs as Mermaid (`graph TD`) or Graphviz DOT (`digraph`) text.
///
/// Nodes are numbered `n0`, `n1`, ... in the order they are added; labels may hold several lines. Mermaid
/// labels are quoted with `#quot;` for `"`, DOT labels with backslash escapes, so any title is safe.
struct DiagramText {
  /// A node: its label lines and whether it is drawn as a secondary one (an orphan screen, a presented chain).
  struct Node {
    var lines: [String]
    var dashed = false
  }

  /// An edge; `label` is shown on it, `dashed` draws it dotted.
  struct Edge {
    var from: Int
    var to: Int
    var label: String?
    var dashed = false
  }

  private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []

  /// Adds a node; returns its index.
  mutating func add(_ lines: [String], dashed: Bool = false) -> Int {
    nodes.append(Node(lines: lines, dashed: dashed))
    return nodes.count - 1
  }

  /// Adds an edge.
  mutating func connect(_ from: Int, _ to: Int, label: String? = nil, dashed: Bool = false) {
    edges.append(Edge(from: from, to: to, label: label, dashed: dashed))
  }

  /// The graph as Mermaid text.
  func mermaid() -> [String] {
    var result = ["graph TD"]
    for (index, node) in nodes.enumerated() {
      let label = node.lines.map(Self.mermaidEscaped).joined(separator: "<br/>")
      result.append("  n\(index)[\"\(label)\"]")
    }
    for edge in edges {
      let arrow = edge.dashed ? "-.->" : "-->"
      let label = edge.label.map { "|\"\(Self.mermaidEscaped($0))\"|" } ?? ""
      result.append("  n\(edge.from) \(arrow)\(label) n\(edge.to)")
    }
    let dashed = nodes.indices.filter { nodes[$0].dashed }
    if !dashed.isEmpty {
      result.append("  classDef secondary stroke-dasharray: 4 3")
      result.append("  class \(dashed.map { "n\($0)" }.joined(separator: ",")) secondary")
    }
    return result
  }

  /// The graph as DOT text.
  func dot(name: String) -> [String] {
    var result = ["digraph \(name) {", "  node [shape=box];"]
    for (index, node) in nodes.enumerated() {
      let label = node.lines.map(Self.dotEscaped).joined(separator: "\\n")
      result.append("  n\(index) [label=\"\(label)\"\(node.dashed ? ", style=dashed" : "")];")
    }
    for edge in edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=\"\(Self.dotEscaped(label))\"") }
      if edge.dashed { attributes.append("style=dashed") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      result.append("  n\(edge.from) -> n\(edge.to)\(suffix);")
    }
    result.append("}")
    return result
  }

  private static func mermaidEscaped(_ text: String) -> String {
    Console.singleLine(text).replacing("\"", with: "#quot;").replacing("<", with: "#lt;")
      .replacing(">", with: "#gt;")
  }

  private static func dotEscaped(_ text: String) -> String {
    Console.singleLine(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
  }
}
