// generate-rib-tool: the program the GenerateRIB command plugin runs, and `make new-app`'s (its first argument
// `new-app`). The logic is in RIBScaffolding.

import Foundation
import RIBScaffolding

let arguments = Array(CommandLine.arguments.dropFirst())
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
let code =
  arguments.first == "new-app"
  ? NewAppCommand.run(
    arguments: Array(arguments.dropFirst()), currentDirectory: currentDirectory, output: { print($0) },
    error: printError)
  : GenerateRIBCommand.run(
    arguments: arguments, currentDirectory: currentDirectory, output: { print($0) }, error: printError)
exit(code)
