/// Whether a terminal session goes on after a key or a mouse report (``TerminalSession/handle(_:at:)``): `running`, or
/// ended with the value taken (`accepted`, Enter) or dropped (`cancelled`: Escape, Ctrl-C, q).
public enum Outcome: Sendable, Equatable {
    case running, accepted, cancelled
}
