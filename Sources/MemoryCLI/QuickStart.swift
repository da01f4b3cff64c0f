import ArgumentParser
import Foundation

/// The invocations that need no option parsing, run without ArgumentParser: `memory --version`,
/// `memory check <path>…` and `memory list [decks|rules|variants|campaigns]`.
///
/// Parsing even `memory --version` with ArgumentParser costs about 14 million instructions (a
/// few milliseconds, most of what `memory check` takes): it builds the model of every command
/// and option through reflection, and each protocol-conformance question the Swift runtime has
/// not met before is answered by scanning every conformance record in the binary (about 6,500
/// with the statically linked Foundation). Here those invocations go straight to the command's
/// body. Anything else (an option, `--help`, a missing or unknown argument) is left to
/// ArgumentParser, so its messages, help and exit statuses stay the only ones.
enum QuickStart {
    /// Runs `arguments` here if it is a plain invocation, ending the process with its status;
    /// returns (doing nothing) when ArgumentParser must parse them.
    static func runAndExit(_ arguments: [String]) {
        guard let status = run(arguments) else { return }
        exit(status)
    }

    /// Runs `arguments` (without the program name) if it is one of the plain invocations and
    /// returns the exit status; nil when ArgumentParser must parse them.
    static func run(_ arguments: [String]) -> Int32? {
        guard let command = arguments.first else { return nil }
        let operands = arguments.dropFirst()
        // Every operand must be a plain value: anything starting with "-" may be an option.
        guard !operands.contains(where: { $0.hasPrefix("-") }) else { return nil }
        switch command {
        case "--version" where operands.isEmpty:
            Standard.output(MemoryCommand.version)
            return 0
        case "check" where !operands.isEmpty:
            return CheckCommand.check(Array(operands))
        case "list" where operands.count <= 1:
            var what: ListCommand.Kinds?
            if let operand = operands.first {
                guard let kinds = ListCommand.Kinds(rawValue: operand) else { return nil }
                what = kinds
            }
            do {
                try ListCommand.list(what, json: false)
            } catch let exit as ExitCode {
                return exit.rawValue
            } catch {
                Failure("\(error)").exit()
            }
            return 0
        default:
            return nil
        }
    }
}
