@_exported import RIBs
