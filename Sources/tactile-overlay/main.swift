import TactileOverlay
print(OverlayModel().scene(at: 0))
