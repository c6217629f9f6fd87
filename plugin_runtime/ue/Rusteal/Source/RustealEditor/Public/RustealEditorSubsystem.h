// The native parent of editor subsystems written in Rust: the editor creates subsystems of native
// classes only, so this one turns the subsystem virtuals into events a Rust class overrides
// (#[uclass(parent = RustealEditorSubsystem)] ... #[ufunction(Override)] fn receive_initialize).
// It lives in the editor module: nothing of it goes into a packaged game.
#pragma once

#include "CoreMinimal.h"
#include "EditorSubsystem.h"
#include "RustealEditorSubsystem.generated.h"

UCLASS(Abstract, Blueprintable)
class RUSTEALEDITOR_API URustealEditorSubsystem : public UEditorSubsystem
{
	GENERATED_BODY()
public:
	bool ShouldCreateSubsystem(UObject* Outer) const override;
	void Initialize(FSubsystemCollectionBase& Collection) override;
	void Deinitialize() override;
	UFUNCTION(BlueprintImplementableEvent)
	bool ReceiveShouldCreateSubsystem(UObject* Outer) const;
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveDeinitialize();
};
