# What `cmake --install` and the Debian package (CPack) put on a machine:
#   bin/                         rusteald, rusteal, cargo-rusteal (a link to rusteal), rusteal-host
#   share/rusteal/crates/        the runtime crates (a workspace of the four), which `rusteal new`
#                                makes projects depend on by path, so they build offline
#   share/rusteal/ue/            the Unreal plugins' sources (the daemon embeds them too)
#   share/bash-completion/completions/rusteal
#   lib/systemd/user/rusteald.service, rusteald.socket (socket activation)
#   share/doc/rusteal/           README.md and docs/
include(GNUInstallDirs)

install(TARGETS rusteald rusteal rusteal-host RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(CODE "execute_process(COMMAND ${CMAKE_COMMAND} -E create_symlink rusteal
                \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/cargo-rusteal\")")

# The runtime crates' workspace: the source one with only the four crates a game uses (written at
# configure time; an edit of the source one configures again).
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/plugin_runtime/crates/Cargo.toml)
file(READ ${PROJECT_SOURCE_DIR}/plugin_runtime/crates/Cargo.toml RUSTEAL_CRATES_MANIFEST)
string(REGEX REPLACE "members = \\[[^]]*\\]"
       "members = [\"rusteal-ffi\", \"rusteal-core\", \"rusteal-macros\", \"rusteal-runtime\"]"
       RUSTEAL_CRATES_MANIFEST "${RUSTEAL_CRATES_MANIFEST}")
file(WRITE ${PROJECT_BINARY_DIR}/install/crates/Cargo.toml "${RUSTEAL_CRATES_MANIFEST}")
set(RUSTEAL_SHARE ${CMAKE_INSTALL_DATADIR}/rusteal)
install(FILES ${PROJECT_BINARY_DIR}/install/crates/Cargo.toml ${PROJECT_SOURCE_DIR}/plugin_runtime/crates/rustfmt.toml
        DESTINATION ${RUSTEAL_SHARE}/crates)
foreach(crate rusteal-ffi rusteal-core rusteal-macros rusteal-runtime)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/plugin_runtime/crates/${crate} DESTINATION ${RUSTEAL_SHARE}/crates
          PATTERN target EXCLUDE)
endforeach()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/plugin_runtime/ue/ DESTINATION ${RUSTEAL_SHARE}/ue)
install(FILES ${PROJECT_SOURCE_DIR}/daemon/client/rusteal.bash-completion
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME rusteal)
# The unit names the daemon where it is installed: written at install time, with the prefix
# `cmake --install --prefix` or the package gives.
install(CODE "
  set(RUSTEAL_INSTALL_BIN \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
  configure_file(\"${PROJECT_SOURCE_DIR}/daemon/rusteald/rusteald.service\"
                 \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/lib/systemd/user/rusteald.service\" @ONLY)
  message(STATUS \"Installing: \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/lib/systemd/user/rusteald.service\")")
install(FILES ${PROJECT_SOURCE_DIR}/daemon/rusteald/rusteald.socket DESTINATION lib/systemd/user)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)

# `cpack -G DEB` in the build folder makes rusteal_<version>_<arch>.deb.
set(CPACK_PACKAGE_NAME rusteal)
set(CPACK_PACKAGE_VENDOR rusteal)
set(CPACK_PACKAGE_CONTACT "rusteal developers <rusteal@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Rust for Unreal Engine 5: the rusteald daemon, the rusteal client and rusteal-host")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
