print("tactile: under construction")
