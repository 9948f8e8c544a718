// Everything of this target is in its header (static inline); SwiftPM needs one source file.
