import Foundation
import Testing

@testable import RIBScaffolding

/// `generate-rib` run in-process on a fixture package (the real Package.swift and the real folder names).
@Suite(.serialized)
struct CommandTests {
  /// What a run printed and returned.
  struct Run {
    var code: Int32
    var output: [String] = []
    var errors: [String] = []
  }

  func run(_ arguments: [String], in directory: URL) -> Run {
    var result = Run(code: 0)
    result.code = GenerateRIBCommand.run(
      arguments: ["--package-directory", directory.path] + arguments, currentDirectory: directory,
      output: { result.output.append($0) }, error: { result.errors.append($0) })
    return result
  }

  @Test func writesTheFilesAndPrintsThePackageLines() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)

    let result = run(["Profile"], in: package)
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    let report = result.output.joined(separator: "\n")
    let changes = PackageChanges(name: try FeatureName(validating: "Profile"), kind: .view)
    #expect(report.contains(changes.targetLines.joined(separator: "\n")))
    #expect(report.contains(changes.testTargetLines.joined(separator: "\n")))
    for file in Templates.files(for: try FeatureName(validating: "Profile"), kind: .view) {
      let written = try String(contentsOf: package.appendingPathComponent(file.path), encoding: .utf8)
      #expect(written == file.contents, "\(file.path)")
      #expect(report.contains("Created \(file.path)"))
    }
    #expect(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
  }

  @Test func appliesThePackageChangesWhenAsked() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)

    let result = run(["Checkout", "--viewless", "--apply-package-changes"], in: package)
    #expect(result.code == 0)
    let edited = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    let name = try FeatureName(validating: "Checkout")
    #expect(edited == (try PackageManifest(text: manifest).applying(PackageChanges(name: name, kind: .viewless))))
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(
      "Modules/Features/Checkout/CheckoutViewController.swift").path))
    #expect(result.output.joined().contains("Added to Package.swift"))

    // The package now names Checkout: a second run is refused and changes nothing.
    let before = Repository.snapshot(package)
    let again = run(["Checkout", "--apply-package-changes"], in: package)
    #expect(again.code == 1)
    #expect(Repository.snapshot(package) == before)
  }

  @Test(arguments: [
    (["9Lives"], "not a valid Swift identifier"),
    (["profile"], "must start with an uppercase letter"),
    (["Detail"], "Modules/Features/Detail already exists"),
    (["DETAIL"], "Modules/Features/Detail already exists"),
    (["Root"], "'Root' clashes with 'Root'"),
    (["Features"], "Tests/FeaturesTests already exists"),
    (["CLibEdit"], "'CLibEdit' clashes with 'CLibEdit'"),
    (["ShellKit"], "'ShellKit' clashes with 'ShellKit'"),
    (["RIBs"], "clashes with the module RIBs"),
    (["NavigatableRIBs"], "clashes with the module NavigatableRIBs"),
    (["HeadlessUIKit"], "clashes with the module HeadlessUIKit"),
    (["ScreenKit"], "clashes with the module ScreenKit"),
    (["Foundation"], "clashes with the module Foundation"),
    (["Swift"], "clashes with the module Swift"),
    (["Combine"], "clashes with the module Combine"),
    (["OpenCombine"], "clashes with the module OpenCombine"),
    (["Testing"], "clashes with the module Testing"),
    (["ArgumentParser"], "'ArgumentParser' clashes with 'ArgumentParser'"),
    (["RIBScaffolding"], "'RIBScaffolding' clashes with 'RIBScaffolding'"),
    (["Shared", "--reserved", "Shared"], "a module or product of a dependency"),
    (["Profile", "--bogus"], "unknown option '--bogus'"),
    (["Profile", "Other"], "one RIB at a time: got 'Profile', 'Other'"),
    (["Profile", "--viewless", "--navigatable"], "choose one kind: got --viewless and --navigatable"),
    ([], "the RIB needs a name"),
    (["Profile", "--reserved"], "--reserved needs a value"),
  ])
  func refusesInOneLineAndWritesNothing(_ arguments: [String], _ reason: String) throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = Repository.snapshot(package)

    let result = run(arguments, in: package)
    #expect(result.code == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
    let message = result.errors.first ?? ""
    #expect(message.hasPrefix("error: ") && !message.contains("\n"))
    #expect(message.contains(reason), "\(message)")
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aTestFolderLeftBehindIsRefusedToo() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Tests/ProfileTests"), withIntermediateDirectories: true)
    let result = run(["Profile"], in: package)
    #expect(result.code == 1)
    #expect(result.errors == ["error: Tests/ProfileTests already exists; choose another name."])
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Modules/Features/Profile").path))
  }

  @Test func aTestTargetNameThePackageTakesIsRefusedWithoutItsFolder() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    try FileManager.default.removeItem(at: package.appendingPathComponent("Tests/FeaturesTests"))
    let result = run(["Features"], in: package)
    #expect(result.code == 1)
    #expect(result.errors.first?.contains("its test target 'FeaturesTests' clashes with 'FeaturesTests'") == true)
  }

  @Test func refusesADirectoryWithoutAPackage() throws {
    let empty = try Repository.makeTemporaryDirectory("generate-rib-empty")
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = run(["Profile"], in: empty)
    #expect(result.code == 1)
    #expect(result.errors.first?.contains("no readable Package.swift") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
  }

  @Test func helpPrintsTheUsageAndWritesNothing() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = Repository.snapshot(package)
    let result = run(["--help"], in: package)
    #expect(result.code == 0)
    #expect(result.output.joined().contains("--navigatable"))
    #expect(Repository.snapshot(package) == before)
  }
}
