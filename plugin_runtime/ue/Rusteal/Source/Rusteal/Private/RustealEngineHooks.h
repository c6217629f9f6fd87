// The reload phases over the engine's objects: LibraryHost (plugin_runtime/host) does the
// library's part of a reload and calls these for the objects' part.
#pragma once

#include "CoreMinimal.h"
#include "RustealModule.h"
#include "rusteal_host/library_host.hpp"

class FRustealEngineHooks final : public rusteal::host::LibraryHooks
{
public:
	// `Reinstancer` (set by the editor module, may be empty) moves the objects of replaced classes.
	explicit FRustealEngineHooks(const FRustealClassReinstancer& InReinstancer) : Reinstancer(InReinstancer) {}

	// Every object of a class of the library, class default objects included, loses its Rust data.
	void drop_rust_data(rusteal::host::Library& Lib) override;
	void forget(rusteal::host::Library& Lib) override;
	// The classes the library replaced go to the reinstancer (or a warning says a restart applies them).
	void reinstance(rusteal::host::Library& Lib) override;
	// Every object of a class of the library without Rust data, class default objects included, gets it.
	void construct_rust_data(rusteal::host::Library& Lib) override;
	// The host's UTF-8 message to LogRusteal (level 0 Display, 1 Warning, 2 and up Error).
	void log(int Level, std::string_view Message) override;

private:
	const FRustealClassReinstancer& Reinstancer;
};
