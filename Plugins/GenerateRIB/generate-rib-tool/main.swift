// generate-rib-tool: the program the GenerateRIB command plugin runs. The logic is in RIBScaffolding.

import Foundation
import RIBScaffolding

let code = GenerateRIBCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  output: { print($0) },
  error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(code)
