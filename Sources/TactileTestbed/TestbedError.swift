/// Everything that can go wrong while describing, building or driving fake devices.
public enum TestbedError: Error, CustomStringConvertible, Equatable {
    case parse(source: String, line: Int, message: String)
    case io(path: String, message: String)
    case umockdev(String)
    case process(String)

    public var description: String {
        switch self {
        case let .parse(source, line, message): return "\(source):\(line): \(message)"
        case let .io(path, message): return "\(path): \(message)"
        case let .umockdev(message): return "umockdev: \(message)"
        case let .process(message): return message
        }
    }
}
