import ArgumentParser
import Foundation

/// A first argument that names no subcommand, such as `ribviz rendr trace.json`.
///
/// swift-argument-parser suggests the closest option for a mistyped option, but for a
/// mistyped subcommand it only says the arguments were unexpected; ribviz checks the
/// first argument before parsing and says which command was probably meant.
struct UnknownCommand: CustomStringConvertible {
    /// The word that names no command.
    let word: String
    /// Every command's name that `--help` lists, in its order.
    let commands: [String]

    /// The unknown command the arguments start with, or `nil` when they start with a
    /// command, an option, or nothing.
    init?(arguments: [String], commands: [any ParsableCommand.Type]) {
        let names = commands.flatMap { command in
            [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
        }
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !names.contains(first) else {
            return nil
        }
        word = first
        self.commands = commands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
    }

    var description: String {
        if FileManager.default.fileExists(atPath: word) {
            return "unknown command '\(word)'. Name a command before the file, for example 'ribviz render \(word)' or 'ribviz inspect \(word)'."
        }
        if let meant = Suggestion.closest(to: word, among: commands) {
            return "unknown command '\(word)'. Did you mean '\(meant)'?"
        }
        return "unknown command '\(word)'. The commands are \(commands.joined(separator: ", "))."
    }
}
