// Plugin authors import TactilePluginKit only: the geometry and value types they need come
// along, and nothing of the engine does (a plugin never embeds the engine).
@_exported import struct TactileCore.Point
@_exported import enum TactileCore.ParameterValue
@_exported import func TactileCore.centroid
