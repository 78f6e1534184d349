import Glibc

/// Runs a pick session on the terminal until it is accepted or cancelled.
public enum InteractivePicker {
    /// Draws the session, reads keys and mouse reports, redraws on every change and on resize. A mouse report
    /// is hit-tested against the screen last drawn: what the person saw when they clicked.
    ///
    /// - Returns: The session as it ended and whether it was accepted.
    ///
    /// - Parameters:
    ///   - header: The first line.
    ///   - title: What the picker asks for, on a line above it (control characters are shown escaped).
    ///   - color: Reverse video and dimming, or text marks (NO_COLOR).
    public static func run<Session: TerminalSession>(
        _ session: Session, header: String, title: String? = nil,
        color: Bool, inPlace: Bool = false
    ) throws -> (Session, accepted: Bool) {
        let terminal = try Terminal(inPlace: inPlace)
        defer { terminal.restore() }
        var session = session
        var decoder = KeyDecoder()
        var shown = ScreenLayout([], width: 0, height: 0)
        func draw() {
            let (width, height) = terminal.size
            // In place, the lines drawn last are cleared from their first, where the cursor goes back to.
            let back = inPlace && shown.lines.count > 1 ? "\u{1B}[\(shown.lines.count - 1)A" : ""
            shown = session.layout(
                ScreenFrame(width: width, height: height, color: color, header: header, title: title))
            terminal.write((inPlace ? back + "\r\u{1B}[J" : "\u{1B}[H\u{1B}[2J") + shown.text)
        }
        draw()
        while true {
            // A short wait while an escape sequence is incomplete tells a lone ESC from the start of one.
            guard let bytes = terminal.read(timeout: decoder.isWaiting ? 50 : 250) else { return (session, false) }
            var keys = decoder.feed(bytes)
            if bytes.isEmpty { keys += decoder.flush() }
            var changed = terminal.takeResize()
            for key in keys {
                // Ctrl-Z stops the process as the terminal's own job control would (raw mode turned that off);
                // the SIGTSTP handler gives the terminal back and takes it again on `fg`.
                if key == .suspend {
                    if terminal.suspends { raise(SIGTSTP) }
                    continue
                }
                let outcome: Outcome
                if case .mouse(let event) = key {
                    // Releases and the other buttons change nothing: no redraw.
                    guard event.action != nil else { continue }
                    outcome = session.handle(event, on: shown)
                } else {
                    outcome = session.handle(key, at: monotonicSeconds())
                }
                switch outcome {
                case .running: changed = true
                case .accepted: return (session, true)
                case .cancelled: return (session, false)
                }
            }
            if changed { draw() }
        }
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
