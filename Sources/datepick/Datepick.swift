import ArgumentParsing
import CalendarEngine
import CProcessArguments
import PickerModels
import FoundationEssentials
import Glibc
import LocaleTables
import PickerArguments
import PickerJSON
import TerminalPicker

/// `datepick`: parse, call the libraries, print. Every error is one line on stderr and a sysexits status.
@main
enum Datepick {
    static let version = "0.2.0"

    static let usage = """
        datepick \(version): locale-aware date and time pickers from ICU \(LocaleProfiles.icuVersion) \
        (CLDR \(LocaleProfiles.cldrVersion))

        Usage:
          datepick [--locale ID] [--mode MODE] [--date ISO] [--zone ZONE] …
                                        \(ShowCommand.abstract)
          datepick pick [--mode MODE] [--style wheels|inline] [--title TEXT] [picker options] [--output-format PATTERN]
                                        \(PickCommand.abstract)
          datepick parse TEXT [--locale ID] [--mode MODE] [--calendar CAL] [--time-zone ZONE] [--format text|json]
                                        \(ParseCommand.abstract)
          datepick choose [VALUE…] [--wheel VALUES [--unit TEXT] [--cyclic] [--select VALUE]…] [--sort [numeric]]
                                        \(ChooseCommand.abstract)
          datepick render [--mode MODE] [--style wheels|inline|compact] [--week-numbers] [picker options] > picker.svg
                                        \(RenderCommand.abstract)
          datepick gallery --out DIR    \(GalleryCommand.abstract)
          datepick matrix --all | --locale ID... [--format json|csv|markdown]
                                        \(MatrixCommand.abstract)
          datepick locales [--display-locale ID]
                                        \(LocalesCommand.abstract)
          datepick tables --out DIR [--locale ID...] [--jobs N]
                                        \(TablesCommand.abstract)
          datepick --help | --version
          datepick --generate-completion-script \(shellNames) | --generate-manual
                                        \(generateAbstract)

        IDs: ICU (ja_JP, ja_JP@calendar=japanese), BCP 47 (ja-JP-u-ca-japanese, en-US-u-hc-h23) or POSIX (ja_JP.UTF-8).
        Run 'datepick COMMAND --help' for a command's options.
        """

    /// The program's arguments, its name first: as glibc passed them to the program (CProcessArguments), else
    /// as Swift's runtime finds them. The runtime finds them through /proc, and without /proc (a chroot, a
    /// sandbox) it found none, so that every command ran as a bare `datepick`.
    static func arguments() -> [String] {
        let count = Int(dp_process_argc())
        guard count > 0, let argv = dp_process_argv() else { return CommandLine.arguments }
        return (0..<count).map { argv[$0].map { String(cString: $0) } ?? "" }
    }

    static func main() {
        // Decide how to fail inside the catch, exit after it: no error (or anything it holds) is alive at exit.
        let failure: (message: String?, status: Int32)?
        do {
            try run(arguments().dropFirst())
            failure = nil
        } catch is Cancelled {
            failure = (nil, 1)
        } catch let error as UsageError {
            failure = (error.description, 64)
        } catch let error as LocaleError {
            if case .icuFailure = error { failure = (error.description, 70) } else { failure = (error.description, 64) }
        } catch let error as PickerError {
            failure = (error.description, 64)
        } catch let error as RequestError {
            failure = (error.description, 64)
        } catch let error as Terminal.Unavailable {
            failure = (error.description, 64)
        } catch let error as WorkerFailure {
            failure = (error.message, error.status)  // a worker that exited with a status has printed its line
        } catch let error as OutputError {
            failure = (error.description, 74)
        } catch let error as Files.FileWriteError {
            failure = (error.description, 64)  // the --out directory given
        } catch {
            failure = ("\(error)", 70)
        }
        if let failure {
            if let message = failure.message { note(message) }
            exit(failure.status)
        }
    }

    /// The subcommands, in the order the usage and the manual show them: what the first argument may name, and
    /// what the completion scripts offer.
    static let commandTypes: [any Command.Type] = [
        ShowCommand.self, PickCommand.self, ParseCommand.self, ChooseCommand.self, RenderCommand.self,
        GalleryCommand.self,
        MatrixCommand.self,
        LocalesCommand.self, TablesCommand.self,
    ]

    /// The subcommands' names, as `datepick help COMMAND` takes them.
    static let commands = commandTypes.map { $0.name }

    /// The program's own options, each given alone in place of a command.
    static let options: [Arguments.Option] = [
        .init(
            name: "--help", aliases: ["-h"], takesValue: false,
            help: "show the usage; with a command (or 'datepick help COMMAND'), that command's"),
        .init(name: "--version", takesValue: false, help: "show the version, with ICU's and CLDR's"),
        .init(
            name: "--generate-completion-script", takesValue: true, valueName: "SHELL",
            values: .oneOf { CompletionShell.allCases.map(\.rawValue) },
            help: "print the completion script for \(alternatives(CompletionShell.allCases.map(\.rawValue)))"),
        .init(name: "--generate-manual", takesValue: false, help: "print the manual page (roff, section 1)"),
        .init(
            name: listTimeZones, takesValue: false, help: "print the time zones --time-zone takes, one a line",
            isHidden: true),
    ]

    /// The shells `--generate-completion-script` writes for, as the usage spells them: `bash|zsh|fish`.
    static let shellNames = CompletionShell.allCases.map(\.rawValue).joined(separator: "|")

    /// What the generators print, for the usage.
    static let generateAbstract = "print a completion script or the manual page on stdout"

    /// The hidden option the completion scripts run for `--time-zone`'s values (``PickerOptions/listTimeZones``).
    static let listTimeZones = PickerOptions.listTimeZones

    /// The position (from 1, after the program's name) of the first argument that is not valid UTF-8, as glibc
    /// passed them; nil when all are. ``arguments()`` has them repaired, with U+FFFD, which a value may hold.
    static func firstArgumentNotUTF8() -> Int? {
        let count = Int(dp_process_argc())
        guard count > 1, let argv = dp_process_argv() else { return nil }
        return (1..<count).first { index in
            argv[index].map { String(validatingCString: $0) == nil } ?? false
        }
    }

    /// A person cancelled `datepick pick`: status 1, nothing printed.
    struct Cancelled: Error {}

    static func run(_ arguments: ArraySlice<String>) throws {
        if let word = arguments.first, let command = commandTypes.first(where: { $0.name == word }) {
            return try command.main(arguments.dropFirst())
        }
        switch arguments.first {
        case let word? where generators.contains(where: { word == $0 || word.hasPrefix($0 + "=") }):
            try generate(arguments)
        case let word? where ["help", "--help", "-h"].contains(word) && arguments.count == 2:
            // `datepick help pick`, `datepick --help pick`: that command's help.
            let command = arguments[arguments.index(after: arguments.startIndex)]
            guard commands.contains(command) else {
                guard word == "help" else {
                    throw UsageError("unexpected argument '\(LocaleError.printable(command))' after \(word)")
                }
                throw UsageError(
                    "unknown command '\(LocaleError.printable(command))'; commands: " + commands.joined(separator: ", ")
                )
            }
            try run([command, "--help"])
        case let word? where ["--version", "--help", "-h", "help"].contains(word) && arguments.count > 1:
            let stray = arguments[arguments.index(after: arguments.startIndex)]
            throw UsageError("unexpected argument '\(LocaleError.printable(stray))' after \(word)")
        case "--version":
            try write("datepick \(version) (ICU \(LocaleProfiles.icuVersion), CLDR \(LocaleProfiles.cldrVersion))\n")
        case "--help", "-h", "help": try write(usage + "\n")
        case let word? where !word.hasPrefix("-"):
            throw UsageError(
                "unknown command '\(LocaleError.printable(word))'; commands: " + commands.joined(separator: ", "))
        default: try ShowCommand.main(arguments)
        }
    }

    /// The options that print what the program says of itself: the completion scripts, the manual, the zones.
    static let generators = ["--generate-completion-script", "--generate-manual", listTimeZones]

    /// Runs one of the ``generators``, given alone.
    static func generate(_ arguments: ArraySlice<String>) throws {
        let word = arguments.first ?? ""
        let option = options.filter { word == $0.name || word.hasPrefix($0.name + "=") }
        let parsed = try Arguments(arguments, options: option)
        if parsed.has("--generate-manual") {
            try write(programDescription.manualPage())
        } else if parsed.has(listTimeZones) {
            try write(CalendarContext.availableTimeZones.map { $0 + "\n" }.joined())
        } else if let name = parsed.value("--generate-completion-script") {
            guard let shell = CompletionShell(rawValue: name) else {
                let shells = alternatives(CompletionShell.allCases.map(\.rawValue))
                throw UsageError("unknown shell '\(UsageError.printable(name))'; use \(shells)")
            }
            try write(programDescription.completionScript(for: shell))
        }
    }

    /// Words as a person lists alternatives: `wheels, inline or compact`.
    static func alternatives(_ words: [String]) -> String { UsageError.alternatives(words) }

    /// Writes text to stdout in one piece.
    ///
    /// - Throws: ``OutputError`` when stdout refuses it (a full disk, a closed stdout): a script must not take a
    ///   lost value or half a matrix for success. A closed pipe ends the program by SIGPIPE first, as it ends
    ///   `cat`.
    static func write(_ text: String) throws(OutputError) {
        guard Terminal.write(text, to: STDOUT_FILENO) else { throw OutputError(code: errno) }
    }

    /// Standard output refused what was written; status 74 (EX_IOERR).
    struct OutputError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "cannot write standard output: \(String(cString: strerror(code)))" }
    }

    /// Writes a line to stderr: `datepick: ` and the message.
    static func note(_ message: String) {
        Terminal.write("datepick: \(message)\n", to: STDERR_FILENO)
    }
}
