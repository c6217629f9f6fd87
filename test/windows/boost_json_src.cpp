// Boost.JSON compiled once for the Windows build (there is no Boost library built for MinGW here:
// its headers come from Debian's libboost-dev, and Asio and System are header-only).
#include <boost/json/src.hpp>
