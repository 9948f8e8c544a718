// Plugin authors import TactilePluginKit only: the geometry and value types of TactileCore
// (Point, ParameterValue, centroid) come along, and nothing of the engine does (a plugin never
// embeds the engine). The SDK's own `Touch` and `Event` shadow the core's in client code.
@_exported import TactileCore
