// The Rusteal editor module: moves the objects of classes a hot reload replaced to their new
// classes (FReload, as Live Coding does) and recompiles the loaded Blueprints that use them, and
// the toolbar buttons Build, Build All, Reload and Watch that call rusteald through the runtime
// module's daemon link, with the last build's status.
#include "Engine/Blueprint.h"
#include "Framework/Notifications/NotificationManager.h"
#include "Kismet2/BlueprintEditorUtils.h"
#include "Kismet2/KismetEditorUtilities.h"
#include "Kismet2/ReloadUtilities.h"
#include "Misc/Paths.h"
#include "Modules/ModuleManager.h"
#include "RustealModule.h"
#include "Templates/Casts.h"
#include "ToolMenus.h"
#include "UObject/Class.h"
#include "Widgets/Notifications/SNotificationList.h"

namespace
{
	// The loaded Blueprints that use a replaced class without deriving from it (a Level Blueprint
	// calling one of its functions) still call the old class's functions: each is compiled again.
	// The engine recompiles the classes' Blueprint children itself.
	void CompileBlueprintsUsing(const TArray<TPair<UClass*, UClass*>>& Replaced)
	{
		TArray<UBlueprint*> ToCompile;
		for (const TPair<UClass*, UClass*>& Pair : Replaced)
		{
			UBlueprint* Stub = Cast<UBlueprint>(Pair.Value->ClassGeneratedBy.Get());
			if (!Stub) continue;
			TArray<UBlueprint*> Dependents;
			FBlueprintEditorUtils::GetDependentBlueprints(Stub, Dependents);
			for (UBlueprint* Dependent : Dependents)
			{
				if (Dependent && Dependent != Stub) ToCompile.AddUnique(Dependent);
			}
		}
		for (UBlueprint* Blueprint : ToCompile)
		{
			FKismetEditorUtilities::CompileBlueprint(Blueprint, EBlueprintCompileOptions::SkipGarbageCollection);
		}
		if (ToCompile.Num() > 0)
		{
			UE_LOG(LogRusteal, Display, TEXT("Recompiled %d Blueprint(s) that use a replaced class"), ToCompile.Num());
		}
	}

	void ReinstanceClasses(const TArray<TPair<UClass*, UClass*>>& Replaced)
	{
		FReload Reload(EActiveReloadType::Reinstancing, TEXT("RUSTEAL"), *GLog);
		for (const TPair<UClass*, UClass*>& Pair : Replaced)
		{
			Reload.NotifyChange(Pair.Value, Pair.Key);
		}
		Reload.Reinstance();
		// Garbage collection skipped: a reload must not stall the editor.
		Reload.Finalize(false);
		UE_LOG(LogRusteal, Display, TEXT("Reinstanced %d replaced class(es)"), Replaced.Num());
		CompileBlueprintsUsing(Replaced);
	}

	void Notify(const FString& Text, bool bOk)
	{
		FNotificationInfo Info(FText::FromString(Text));
		Info.ExpireDuration = bOk ? 3.0f : 6.0f;
		if (TSharedPtr<SNotificationItem> Item = FSlateNotificationManager::Get().AddNotification(Info))
		{
			Item->SetCompletionState(bOk ? SNotificationItem::CS_Success : SNotificationItem::CS_Fail);
		}
	}

	FString ProjectRoot()
	{
		return FPaths::ConvertRelativePathToFull(FPaths::ProjectDir());
	}
}

class FRustealEditorModule final : public IModuleInterface
{
public:
	void StartupModule() override
	{
		RustealSetClassReinstancer(&ReinstanceClasses);
		UToolMenus::RegisterStartupCallback(FSimpleMulticastDelegate::FDelegate::CreateRaw(this, &FRustealEditorModule::RegisterMenus));
	}

	void ShutdownModule() override
	{
		RustealSetClassReinstancer(nullptr);
		UToolMenus::UnRegisterStartupCallback(this);
		UToolMenus::UnregisterOwner(this);
	}

private:
	// Sends a request to rusteald; `Describe` turns the answer into the status line.
	void Call(const FString& What, FRustealDaemonRequest Request, TFunction<FString(const FRustealDaemonAnswer&)> Describe)
	{
		Request.Project = ProjectRoot();
		Status = What + TEXT("…");
		const bool bSent = RustealCallDaemon(Request, [this, What, Describe](const FRustealDaemonAnswer& Answer)
		{
			if (Answer.bFailed)
			{
				Status = What + TEXT(" failed: ") + Answer.Error;
				Notify(Status, false);
				return;
			}
			Status = What + TEXT(": ") + Describe(Answer);
			Notify(Status, Answer.bOk);
		});
		if (!bSent)
		{
			Status = What + TEXT(": the Rusteal runtime module is not running");
			Notify(Status, false);
		}
	}

	void Build(bool bAll)
	{
		FRustealDaemonRequest Request;
		Request.Method = TEXT("build/run");
		Request.bAll = bAll;
		Call(bAll ? TEXT("Build All") : TEXT("Build"), Request, [](const FRustealDaemonAnswer& A) { return A.Summary; });
	}

	void Reload()
	{
		FRustealDaemonRequest Request;
		Request.Method = TEXT("editors/reload");
		Call(TEXT("Reload"), Request, [](const FRustealDaemonAnswer& A)
		{
			return A.bOk ? FString(TEXT("every editor reloaded")) : FString(TEXT("an editor could not reload (see the Output Log)"));
		});
	}

	void ToggleWatch()
	{
		const bool bStart = !bWatching;
		FRustealDaemonRequest Request;
		Request.Method = bStart ? TEXT("watch/start") : TEXT("watch/stop");
		Call(bStart ? TEXT("Watch on") : TEXT("Watch off"), Request, [this, bStart](const FRustealDaemonAnswer&)
		{
			bWatching = bStart;
			return FString(bStart ? TEXT("rusteald rebuilds on save") : TEXT("stopped"));
		});
	}

	void RegisterMenus()
	{
		FToolMenuOwnerScoped OwnerScoped(this);
		UToolMenu* Menu = UToolMenus::Get()->ExtendMenu("LevelEditor.LevelEditorToolBar.User");
		FToolMenuSection& Section = Menu->FindOrAddSection("Rusteal");
		auto Button = [&](const char* Name, const TCHAR* Label, const TCHAR* Tip, TFunction<void()> Run)
		{
			Section.AddEntry(FToolMenuEntry::InitToolBarButton(FName(Name),
				FUIAction(FExecuteAction::CreateLambda(MoveTemp(Run))),
				FText::FromString(Label), FText::FromString(Tip), FSlateIcon()));
		};
		Button("RustealBuild", TEXT("Build"), TEXT("rusteal build: cargo and deploy; the library reloads"), [this] { Build(false); });
		Button("RustealBuildAll", TEXT("Build All"), TEXT("rusteal build --all: every step, C++ included (restart the editor after)"), [this] { Build(true); });
		Button("RustealReload", TEXT("Reload"), TEXT("Reload the Rust libraries in every editor of this project"), [this] { Reload(); });
		Section.AddEntry(FToolMenuEntry::InitToolBarButton(FName("RustealWatch"),
			FUIAction(FExecuteAction::CreateLambda([this] { ToggleWatch(); })),
			TAttribute<FText>::CreateLambda([this] { return FText::FromString(bWatching ? TEXT("Watch: on") : TEXT("Watch: off")); }),
			TAttribute<FText>::CreateLambda([this] { return FText::FromString(Status.IsEmpty() ? FString(TEXT("No build yet")) : Status); }),
			FSlateIcon()));
	}

	FString Status;
	bool bWatching = false;
};

IMPLEMENT_MODULE(FRustealEditorModule, RustealEditor)
