/// What is wrong with a scenario or configuration file, and where: the file, the 1-based line and
/// column when known, and a message meant for the person who wrote the file. Its description is
/// `FILE:LINE:COLUMN: message`, the form compilers use, so editors can jump to the place.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the place is unknown.
    public var line: Int?
    /// 1-based, in Unicode scalars; nil when the place is unknown.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int?, column: Int?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line):\(column): \(message)"
        case let (line?, nil): "\(file):\(line): \(message)"
        default: "\(file): \(message)"
        }
    }
}
