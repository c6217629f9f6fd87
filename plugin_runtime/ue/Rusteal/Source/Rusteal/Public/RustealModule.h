// The Rusteal runtime module's public face: the libraries it hosts (the game's, registered at
// startup; each Rusteal plugin's, registered by that plugin's own module), their reload, the
// reinstancer the editor module installs, and the daemon link the toolbar uses.
#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"
#include "RustealApiTable.h"

class UClass;
class UPackage;
namespace rusteal::host { class Library; }

// Exported: the editor module (and a plugin's module) log to it too.
RUSTEAL_API DECLARE_LOG_CATEGORY_EXTERN(LogRusteal, Log, All);

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

// A request to rusteald over this module's link (the toolbar's buttons), in Unreal's types only:
// the host library behind the link is compiled into this module and not exported.
struct FRustealDaemonRequest
{
	FString Method;        // "build/run", "editors/reload", "watch/start", ...
	FString Project;       // the project's root, sent as "project"
	bool bAll = false;     // sent as "all": true (build/run: every step)
};
struct FRustealDaemonAnswer
{
	bool bFailed = false;  // no answer: the daemon is not reachable, or it refused the request
	FString Error;         // why, when bFailed
	bool bOk = true;       // the result's "ok" (true when it has none)
	FString Summary;       // the result's "summary" (empty when it has none)
};
// False (and `Done` is not called) when the module is not running; else `Done` runs on the game
// thread once rusteald answers.
RUSTEAL_API bool RustealCallDaemon(const FRustealDaemonRequest& Request, TFunction<void(const FRustealDaemonAnswer&)> Done);

// The library whose code is running (the API implementations tag what they create with it).
rusteal::host::Library* RustealCurrentLibrary();
// The package of the current library's classes: /Script/Rusteal or /Script/<Plugin>.
UPackage* RustealCurrentPackage();
