// crease — command-line tools for Crease that need no display.
// `crease regions` prints the reserved regions a device's root view reads.
import Crease
import Foundation

let generalUsage = """
    usage: crease regions [--device NAME|PATH] [--posture P] [--camera] [--rtl] [--json]
           crease devices
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
switch command {
case "regions":
    do {
        try RegionsCommand(arguments: arguments).run()
    } catch let error as UsageError {
        if let message = error.message {
            fail("crease regions: \(message)\n\(RegionsCommand.usage)", code: 2)
        }
        print(RegionsCommand.usage)
    } catch {
        fail("crease regions: \(error)", code: 1)
    }
case "devices":
    guard arguments.isEmpty else { fail("crease devices: takes no flags\n\(generalUsage)", code: 2) }
    let catalog = DeviceCatalog()
    for name in catalog.names {
        do {
            let profile = try catalog.profile(named: name)
            print("\(name.padding(toLength: 8, withPad: " ", startingAt: 0))  \(profile.displayName)")
        } catch {
            print("\(name.padding(toLength: 8, withPad: " ", startingAt: 0))  (unusable: \(error))")
        }
    }
case "-h", "--help", "help":
    print(generalUsage)
default:
    fail(command.isEmpty ? "crease: which command?\n\(generalUsage)" : "crease: unknown command '\(command)'\n\(generalUsage)", code: 2)
}
