// The Rusteal runtime module: fills the API table, hosts the libraries (plugin_runtime/host's
// LibraryHost, with the object work of a reload done here over the engine's objects), ticks
// them, registers the game's library, attaches to rusteald and reloads when it asks, and
// implements the Rusteal.Reload console command.
#include "RustealModule.h"

#include "Containers/Ticker.h"
#include "HAL/IConsoleManager.h"
#include "HAL/PlatformProcess.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/App.h"
#include "Misc/EngineVersion.h"
#include "Misc/Paths.h"
#include "Modules/ModuleManager.h"
#include "RustealEngineHooks.h"
#include "RustealPrivate.h"
#include "RustealReifiedClass.h"
#include "UObject/Package.h"
#include "rusteal_host/daemon_link.hpp"
#include "rusteal_host/library_host.hpp"
#include "rusteal_host/link_messages.hpp"

DEFINE_LOG_CATEGORY(LogRusteal);

using rusteal::host::Library;

// The game library's table of engine functions, generated into Generated/RustealFillFuncTable.cpp
// (rusteal setup writes an empty one; rusteal build --all the real one).
void RustealFillFuncTable();
void** RustealGetFuncTable();
uint32_t RustealGetFuncCount();

namespace
{
	FRustealOnLibraryRegistered GOnLibraryRegistered;
	FRustealClassReinstancer GReinstancer;

	FRustealApiTable MakeBaseTable()
	{
		FRustealApiTable Table;
		FMemory::Memzero(&Table, sizeof(Table));
		Table.version = RUSTEAL_PLUGIN_VERSION;
		Table.core = &Rusteal::GCoreApi;
		Table.property = &Rusteal::GPropertyApi;
		Table.reflection = &Rusteal::GReflectionApi;
		Table.container = &Rusteal::GContainerApi;
		Table.delegate = &Rusteal::GDelegateApi;
		Table.lifecycle = &Rusteal::GLifecycleApi;
		Table.reify = &Rusteal::GReifyApi;
		Table.world = &Rusteal::GWorldApi;
		Table.logging = &Rusteal::GLoggingApi;
		Table.widget = &Rusteal::GWidgetApi;
		Table.input = &Rusteal::GInputApi;
		Table.console = &Rusteal::GConsoleApi;
		return Table;
	}

	FString PlatformDir()
	{
#if PLATFORM_WINDOWS
		return TEXT("Win64");
#elif PLATFORM_MAC
		return TEXT("Mac");
#else
		return TEXT("Linux");
#endif
	}

	// <Dir>/Binaries/<Platform>/<prefix><Stem>.<ext>
	FString LibraryFile(const FString& PluginDir, const FString& Stem)
	{
#if PLATFORM_WINDOWS
		const FString File = Stem + TEXT(".dll");
#elif PLATFORM_MAC
		const FString File = TEXT("lib") + Stem + TEXT(".dylib");
#else
		const FString File = TEXT("lib") + Stem + TEXT(".so");
#endif
		return FPaths::ConvertRelativePathToFull(FPaths::Combine(PluginDir, TEXT("Binaries"), PlatformDir(), File));
	}

	std::string ToUtf8(const FString& Text) { return std::string(TCHAR_TO_UTF8(*Text)); }
}

class FRustealModule final : public IModuleInterface
{
public:
	static FRustealModule* Instance;

	void StartupModule() override
	{
		Instance = this;
		BaseTable = MakeBaseTable();
		Host = MakeUnique<rusteal::host::LibraryHost>(BaseTable, Hooks);
		URustealReifiedClass::StartDeleteListener();
		TickHandle = FTSTicker::GetCoreTicker().AddTicker(FTickerDelegate::CreateRaw(this, &FRustealModule::Tick));

		// The game's library: <Project>/Plugins/Rusteal/Binaries/<Platform>/librusteal.<ext>.
		const FString PluginDir = FPaths::Combine(FPaths::ProjectPluginsDir(), TEXT("Rusteal"));
		RustealFillFuncTable();
		Register(FApp::GetProjectName(), TEXT("/Script/Rusteal"), LibraryFile(PluginDir, TEXT("rusteal")), RustealGetFuncTable(),
			RustealGetFuncCount());

		rusteal::host::AttachIdentity Who;
		Who.project = ToUtf8(FPaths::ConvertRelativePathToFull(FPaths::ProjectDir()));
		Who.pid = static_cast<long>(FPlatformProcess::GetCurrentProcessId());
		Who.host = GIsEditor ? "UnrealEditor" : "UnrealGame";
		Who.engine_version = ToUtf8(FEngineVersion::Current().ToString());
		Identity = Who;
		Link = MakeUnique<rusteal::host::DaemonLink>(
			rusteal::host::default_daemon_address(), rusteal::host::attach_params(*Host, Who),
			[this](const rusteal::host::json::Value& Params)
			{
				rusteal::host::json::Value Result = rusteal::host::handle_reload_request(*Host, Params);
				Link->set_attach_params(rusteal::host::attach_params(*Host, Identity));
				return Result;
			},
			[](int Level, const std::string& Text)
			{
				if (Level >= 2) { UE_LOG(LogRusteal, Error, TEXT("%hs"), Text.c_str()); }
				else if (Level == 1) { UE_LOG(LogRusteal, Warning, TEXT("%hs"), Text.c_str()); }
				else { UE_LOG(LogRusteal, Display, TEXT("%hs"), Text.c_str()); }
			});
		Link->start();
	}

	void ShutdownModule() override
	{
		FTSTicker::GetCoreTicker().RemoveTicker(TickHandle);
		Link.Reset();
		if (Host) Host->unload_all();
		Host.Reset();
		URustealReifiedClass::StopDeleteListener();
		Instance = nullptr;
	}

	bool Register(const FString& Name, const FString& Package, const FString& File, const void* const* FuncTable, uint32 FuncCount)
	{
		rusteal::host::LibrarySpec Spec;
		Spec.name = ToUtf8(Name);
		Spec.package = ToUtf8(Package);
		Spec.file = std::filesystem::path(ToUtf8(File));
		Spec.func_table = FuncTable;
		Spec.func_count = FuncCount;
		const rusteal::host::LoadReport Report = Host->register_library(Spec);
		if (Report.ok)
		{
			UE_LOG(LogRusteal, Display, TEXT("Loaded %s from %s in %.2f ms"), *Name, *File, Report.total_milliseconds());
		}
		GOnLibraryRegistered.Broadcast(Name);
		if (Link) Link->set_attach_params(rusteal::host::attach_params(*Host, Identity));
		return Report.ok;
	}

	bool Tick(float DeltaTime)
	{
		if (Link) Link->poll();
		for (const auto& Lib : Host->libraries())
		{
			Rusteal::CallLibrary(Lib.get(), [DeltaTime](const FRustealRustCallbacks& Cb) { Cb.on_tick(DeltaTime); });
		}
		return true;
	}

	FRustealApiTable BaseTable;
	FRustealEngineHooks Hooks{GReinstancer};
	TUniquePtr<rusteal::host::LibraryHost> Host;
	TUniquePtr<rusteal::host::DaemonLink> Link;
	rusteal::host::AttachIdentity Identity;
	FTSTicker::FDelegateHandle TickHandle;
};

FRustealModule* FRustealModule::Instance = nullptr;

IMPLEMENT_MODULE(FRustealModule, Rusteal)

rusteal::host::LibraryHost& Rusteal::Host()
{
	check(FRustealModule::Instance && FRustealModule::Instance->Host);
	return *FRustealModule::Instance->Host;
}

bool Rusteal::CallLibrary(Library* Lib, TFunctionRef<void(const FRustealRustCallbacks&)> Fn)
{
	if (!Lib || !FRustealModule::Instance) return false;
	return Host().call(*Lib, [&Fn](const FRustealRustCallbacks& Cb) { Fn(Cb); });
}

Library* RustealCurrentLibrary() { return rusteal::host::LibraryHost::current_library(); }

UPackage* RustealCurrentPackage()
{
	const Library* Lib = RustealCurrentLibrary();
	const FString Name = Lib ? FString(UTF8_TO_TCHAR(Lib->package().c_str())) : FString(TEXT("/Script/Rusteal"));
	UPackage* Package = FindPackage(nullptr, *Name);
	if (!Package)
	{
		Package = CreatePackage(*Name);
		Package->SetPackageFlags(PKG_CompiledIn);
		Package->AddToRoot();
	}
	return Package;
}

bool RustealRegisterPluginLibrary(const FString& PluginName, const void* const* FuncTable, uint32 FuncCount)
{
	if (!FRustealModule::Instance) return false;
	TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(PluginName);
	if (!Plugin.IsValid())
	{
		UE_LOG(LogRusteal, Error, TEXT("No plugin named %s is enabled; its Rust library cannot be registered"), *PluginName);
		return false;
	}
	return FRustealModule::Instance->Register(PluginName, TEXT("/Script/") + PluginName,
		LibraryFile(Plugin->GetBaseDir(), TEXT("rusteal_") + PluginName), FuncTable, FuncCount);
}

void RustealUnregisterLibrary(const FString& Name)
{
	if (!FRustealModule::Instance) return;
	if (Library* Lib = Rusteal::Host().find(ToUtf8(Name))) Rusteal::Host().unload(*Lib);
}

bool RustealReloadLibrary(const FString& Name)
{
	if (!FRustealModule::Instance) return false;
	bool bOk = true;
	for (const auto& Lib : Rusteal::Host().libraries())
	{
		if (!Name.IsEmpty() && Name != UTF8_TO_TCHAR(Lib->name().c_str())) continue;
		const rusteal::host::LoadReport Report = Rusteal::Host().reload(Lib->name());
		bOk = bOk && Report.ok;
		if (Report.ok)
		{
			UE_LOG(LogRusteal, Display, TEXT("Reloaded %hs (copy %u) in %.2f ms"), Lib->name().c_str(), Report.reload_count,
				Report.total_milliseconds());
		}
	}
	return bOk;
}

void RustealForEachLibrary(TFunctionRef<void(const Library&)> Visit)
{
	if (!FRustealModule::Instance) return;
	for (const auto& Lib : Rusteal::Host().libraries()) Visit(*Lib);
}

FRustealOnLibraryRegistered& RustealOnLibraryRegistered() { return GOnLibraryRegistered; }

void RustealSetClassReinstancer(FRustealClassReinstancer Reinstancer) { GReinstancer = MoveTemp(Reinstancer); }

bool RustealCallDaemon(const FRustealDaemonRequest& Request, TFunction<void(const FRustealDaemonAnswer&)> Done)
{
	if (!FRustealModule::Instance || !FRustealModule::Instance->Link) return false;
	using rusteal::host::json::Value;
	Value::Object Params{{"project", ToUtf8(Request.Project)}};
	if (Request.bAll) Params["all"] = true;
	FRustealModule::Instance->Link->call(ToUtf8(Request.Method), Value(MoveTemp(Params)),
		[Done = MoveTemp(Done)](const Value* Result, const std::string* Error)
		{
			FRustealDaemonAnswer Answer;
			if (Error || !Result)
			{
				Answer.bFailed = true;
				Answer.Error = UTF8_TO_TCHAR(Error ? Error->c_str() : "no answer");
			}
			else
			{
				if ((*Result)["ok"].is_bool()) Answer.bOk = (*Result)["ok"].as_bool();
				if ((*Result)["summary"].is_string()) Answer.Summary = UTF8_TO_TCHAR((*Result)["summary"].as_string().c_str());
			}
			Done(Answer);
		});
	return true;
}

// Rusteal.Reload [Names...]: reloads the named libraries, or all of them.
static FAutoConsoleCommand GRustealReloadCommand(
	TEXT("Rusteal.Reload"),
	TEXT("Reloads the named Rust libraries (all of them without a name)."),
	FConsoleCommandWithArgsDelegate::CreateLambda([](const TArray<FString>& Args)
	{
		if (Args.Num() == 0)
		{
			RustealReloadLibrary(FString());
			return;
		}
		for (const FString& Name : Args) RustealReloadLibrary(Name);
	}));
