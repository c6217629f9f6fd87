// The Rusteal runtime module's public face: the libraries it hosts (the game's, registered at
// startup; each Rusteal plugin's, registered by that plugin's own module), their reload, the
// reinstancer the editor module installs, and the daemon link the toolbar uses.
#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"
#include "RustealApiTable.h"

namespace rusteal::host { class Library; class DaemonLink; }

DECLARE_LOG_CATEGORY_EXTERN(LogRusteal, Log, All);

// A plugin's library: <Plugin>/Binaries/<Platform>/librusteal_<Plugin>.<ext>, package /Script/<Plugin>.
RUSTEAL_API bool RustealRegisterPluginLibrary(const FString& PluginName, const void* const* FuncTable, uint32 FuncCount);
RUSTEAL_API void RustealUnregisterLibrary(const FString& Name);
// Reloads one library (or every one with an empty name); false with the reason logged.
RUSTEAL_API bool RustealReloadLibrary(const FString& Name);
RUSTEAL_API void RustealForEachLibrary(TFunctionRef<void(const rusteal::host::Library&)> Visit);

DECLARE_MULTICAST_DELEGATE_OneParam(FRustealOnLibraryRegistered, const FString& /*Name*/);
RUSTEAL_API FRustealOnLibraryRegistered& RustealOnLibraryRegistered();

// Replaced classes (old, new) after a reload: the editor module moves their objects (FReload).
using FRustealClassReinstancer = TFunction<void(const TArray<TPair<UClass*, UClass*>>& Replaced)>;
RUSTEAL_API void RustealSetClassReinstancer(FRustealClassReinstancer Reinstancer);

// The connection to rusteald (null when the module is not running).
RUSTEAL_API rusteal::host::DaemonLink* RustealDaemonLink();

// The library whose code is running (the API implementations tag what they create with it).
rusteal::host::Library* RustealCurrentLibrary();
// The package of the current library's classes: /Script/Rusteal or /Script/<Plugin>.
UPackage* RustealCurrentPackage();
