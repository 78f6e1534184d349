import Glibc
import Synchronization

/// The terminal `datepick pick` draws on: `/dev/tty`, in raw mode, on the alternate screen, cursor hidden,
/// reporting the mouse (clicks and the scroll wheel, in xterm's SGR form; a terminal without it ignores the
/// request).
///
/// Whatever happens, the terminal is given back as it was, mouse reporting off: ``restore()`` runs on every
/// way out, and the
/// signals that end a process (SIGTERM, SIGHUP, SIGINT, SIGQUIT) restore it before exiting with 128 + the signal.
/// Raw mode turns Ctrl-C into a key, which cancels. A job-control stop (SIGTSTP) gives the terminal back before
/// the process stops, and SIGCONT takes it again and redraws (else after `fg` the picker would stay out of raw
/// mode, its keys echoed, and the shell would draw its prompt on the alternate screen).
public final class Terminal {
    let fd: Int32
    /// Whether the terminal is drawn on in place, not on the alternate screen.
    let inPlace: Bool
    private var original = termios()
    private var restored = false

    /// Why there is no terminal to draw on.
    public struct Unavailable: Error, CustomStringConvertible {
        /// The message, one line, saying what is missing (`/dev/tty`, or a terminal behind it).
        public var description: String
    }

    /// Opens `/dev/tty` and enters raw mode and the alternate screen, or, `inPlace`, draws where the cursor is
    /// (a one-line field, as a shell prompt is drawn), with the cursor shown and no mouse reports.
    public init(inPlace: Bool = false) throws {
        self.inPlace = inPlace
        fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw Unavailable(
                description: "no terminal: datepick draws on /dev/tty, which this process does not have")
        }
        guard tcgetattr(fd, &original) == 0 else {
            close(fd)
            throw Unavailable(description: "no terminal: /dev/tty is not a terminal")
        }
        var raw = original
        cfmakeraw(&raw)
        // TCSANOW, not TCSAFLUSH: keys typed before the picker is up (a person typing ahead, a script's keys)
        // are its first keys, not thrown away.
        tcsetattr(fd, TCSANOW, &raw)
        Self.install(fd: fd, original: original, raw: raw, inPlace: inPlace)
        write(inPlace ? Self.enterInPlace.description : Self.enter.description)
    }

    /// Enters the alternate screen, hides the cursor and asks for mouse reports (1000: presses, releases and the
    /// wheel; 1006: as SGR sequences, which have no column limit); ``leave`` undoes it, in the reverse order.
    /// Every way of giving the terminal back or taking it again (a stop, `fg`, a signal) writes these, so
    /// mouse reporting is never left on for the shell (it would type escape sequences at the prompt on a click).
    static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
    static let leave: StaticString = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"
    /// In place, the field lays out its right-to-left line itself: a terminal that reorders text (VTE, the
    /// terminal bidi proposal) is put in ECMA-48's explicit mode (BDSM reset, `CSI 8 l`) so that it draws the
    /// line as written, and back in its default implicit mode after. Terminals without bidi ignore both. The field
    /// takes a pasted date whole: bracketed paste (`CSI ? 2004 h`, xterm's) brackets what is pasted between
    /// `CSI 200 ~` and `CSI 201 ~` (``Key/paste(_:)``), and is turned off again on leaving, before the shell
    /// would see the brackets.
    static let enterInPlace: StaticString = "\u{1B}[8l\u{1B}[?2004h"
    static let leaveInPlace: StaticString = "\u{1B}[?2004l\u{1B}[8h"

    deinit { restore() }

    /// Stops mouse reports, leaves the alternate screen, shows the cursor and puts the terminal's settings back.
    /// Safe to call twice.
    public func restore() {
        guard !restored else { return }
        restored = true
        // With the handlers' signals held back until they are uninstalled: a stop's handler would otherwise
        // take the terminal again after it was given back. Held signals then take their default action.
        var handled = sigset_t(), previous = sigset_t()
        sigemptyset(&handled)
        for signal in Self.handledSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_BLOCK, &handled, &previous)
        write(inPlace ? Self.leaveInPlace.description + "\r\n" : Self.leave.description)
        tcsetattr(fd, TCSAFLUSH, &original)
        Self.uninstall()
        close(fd)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Whether Ctrl-Z should stop the picker: the terminal had it stop programs before raw mode (ISIG on, and
    /// Ctrl-Z its suspend character).
    public var suspends: Bool {
        let suspendCharacter = withUnsafeBytes(of: original.c_cc) { $0[Int(VSUSP)] }
        return original.c_lflag & tcflag_t(ISIG) != 0 && suspendCharacter == 0x1A
    }

    /// The terminal's size in columns and rows (80×24 when it does not say).
    public var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes text to the terminal.
    public func write(_ text: String) {
        Self.write(text, to: fd)
    }

    /// Writes text to a file descriptor in full, through partial writes and interrupts; stops at an error.
    ///
    /// - Returns: Whether all of it was written; false, with `errno` set, when the descriptor refused it (a full
    ///   disk, a closed descriptor).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// Waits up to `timeout` milliseconds for input and returns what arrived (empty on timeout or a signal).
    public func read(timeout: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        guard ready > 0 else { return ready < 0 && errno != EINTR ? nil : [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count == 0 ? nil : Array(buffer.prefix(count))
    }

    /// Whether the window changed size since the last call.
    public func takeResize() -> Bool { Self.resized.exchange(false, ordering: .relaxed) }

    // MARK: Signals

    static let resized = Atomic<Bool>(false)
    /// What a signal handler needs to restore the terminal, in memory allocated once with termios' own size
    /// (ASan caught a 60-byte write overflowing a Swift global used for this). Only async-signal-safe calls
    /// read it; it is written before the handlers are installed.
    nonisolated(unsafe) static let signalTermios = allocatedTermios()
    /// The raw-mode settings, taken again after a stop, in memory allocated as ``signalTermios`` is.
    nonisolated(unsafe) static let signalRawTermios = allocatedTermios()

    private static func allocatedTermios() -> UnsafeMutablePointer<termios> {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }
    nonisolated(unsafe) static var signalFD: Int32 = -1
    /// Whether the handlers leave the screen alone (an in-place field has no alternate screen to leave).
    nonisolated(unsafe) static var signalInPlace = false
    static let endingSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    static let handledSignals = endingSignals + [SIGWINCH, SIGTSTP, SIGCONT]

    // The handlers call only async-signal-safe functions: write(2), tcsetattr(3), signal(2), sigprocmask(2),
    // raise(3), _exit(2), and an atomic store.

    /// Gives the terminal back: no mouse reports, the normal screen, the cursor, the settings it had.
    private static func giveBack() {
        let sequence = signalInPlace ? leaveInPlace : leave
        _ = Glibc.write(signalFD, sequence.utf8Start, sequence.utf8CodeUnitCount)
        tcsetattr(signalFD, TCSAFLUSH, signalTermios)
    }

    /// Takes the terminal again after a stop, and asks the loop to redraw (as after a resize). Keys typed
    /// meanwhile are kept (TCSANOW, not TCSAFLUSH, which loses a key typed before SIGCONT).
    private static func takeAgain() {
        tcsetattr(signalFD, TCSANOW, signalRawTermios)
        let sequence = signalInPlace ? enterInPlace : enter
        _ = Glibc.write(signalFD, sequence.utf8Start, sequence.utf8CodeUnitCount)
        resized.store(true, ordering: .relaxed)
    }

    private static let onEnd: @convention(c) (Int32) -> Void = { number in
        Terminal.giveBack()
        _exit(128 + number)
    }

    /// SIGTSTP: gives the terminal back, then stops as the default action would (the handler reset for the
    /// stop, and SIGTSTP unblocked, as it is blocked within its own handler); on continuing, takes it again.
    /// In an orphaned process group the kernel discards the stop, and the picker just redraws.
    private static let onStop: @convention(c) (Int32) -> Void = { _ in
        Terminal.giveBack()
        Glibc.signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        Glibc.signal(SIGTSTP, Terminal.onStop)
        Terminal.takeAgain()
    }

    /// SIGCONT after a stop the picker could not see (SIGSTOP): the shell may have reset the terminal.
    private static let onContinue: @convention(c) (Int32) -> Void = { _ in Terminal.takeAgain() }

    private static func install(fd: Int32, original: termios, raw: termios, inPlace: Bool) {
        signalInPlace = inPlace
        signalTermios.pointee = original
        signalRawTermios.pointee = raw
        signalFD = fd
        for signal in endingSignals { Glibc.signal(signal, onEnd) }
        Glibc.signal(SIGWINCH) { _ in Terminal.resized.store(true, ordering: .relaxed) }
        Glibc.signal(SIGTSTP, onStop)
        Glibc.signal(SIGCONT, onContinue)
        // A parent may have started us with these blocked (a thread's mask is inherited through fork and exec):
        // unblock them, or neither a resize nor a SIGTERM would ever reach the handlers.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handledSignals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func uninstall() {
        for signal in handledSignals { Glibc.signal(signal, SIG_DFL) }
        signalFD = -1
    }
}
